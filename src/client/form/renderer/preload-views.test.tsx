import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resolveDefinition, site, type PageDefinition } from '../../../engine';
import { defaultEnvironment, FormEnvironmentContext } from '../form-context';
import { NodeList } from './NodeList';
import { preloadViews } from './preload-views';

// Tabs and a text area, which load on demand, deep inside a section and a conditional.
const page: PageDefinition = resolveDefinition(
  {
    id: 'final-steps',
    title: 'Test',
    step: 3,
    nodes: [
      {
        kind: 'section',
        id: 'outer',
        title: 'Outer',
        children: [
          {
            kind: 'tabs',
            id: 'how',
            label: 'How would you like to tell it?',
            defaultTab: 'write',
            tabs: [
              {
                id: 'write',
                label: 'Write it',
                owns: ['story'],
                children: [
                  { kind: 'question', key: 'story', widget: 'textarea', label: 'Your story' },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  site,
);

const draw = () =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <FormEnvironmentContext.Provider value={defaultEnvironment}>
        <NodeList nodes={page.nodes} />
      </FormEnvironmentContext.Provider>
    </QueryClientProvider>,
  );

describe('preloadViews', () => {
  it('fetches the on-demand views a definition uses, however deep, so a page draws them at once', async () => {
    expect(draw()).not.toContain('id="story"');
    await preloadViews(page.nodes);
    expect(draw()).toContain('id="story"');
  });
});
