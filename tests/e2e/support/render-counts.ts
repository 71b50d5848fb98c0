import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Commits per form node, kept by the hook that countRenders installs. */
    __formRenderCounts?: Record<string, number>;
  }
}

/**
 * Counts, per form node, the commits in which it rendered, without any code in the product:
 * React calls `__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot` after every commit, also in
 * production builds (React DevTools' "highlight updates" works from the same call). A
 * component rendered in a commit when its fiber's props or hook list are new objects (a bailed
 * out fiber keeps both). The ids are the renderer's own names:
 * - `page:<id>`: the form page (ApplicationPage keys it by its page id);
 * - `node:<id>`: a view of a structural node (sections, conditionals, repeaters...);
 * - `field:<key>`: a widget or any part of it (props `question`, or `answerKey` for a box).
 * Each id counts once per commit, however many of its components rendered.
 */
export async function countRenders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Fiber {
      tag: number;
      key: string | null;
      memoizedProps: Record<string, unknown> | null;
      memoizedState: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
    }
    interface Seen {
      props: unknown;
      state: unknown;
    }
    // Function components, forwardRef and memo(function): the fibers that run a component.
    const componentTags = new Set([0, 11, 15]);
    const seen = new WeakMap<Fiber, Seen>();
    const counts: Record<string, number> = {};
    window.__formRenderCounts = counts;

    function nameOf(fiber: Fiber): string | undefined {
      const props = fiber.memoizedProps ?? {};
      const { pageId, node, question, answerKey } = props as {
        pageId?: unknown;
        node?: { kind?: unknown; id?: unknown };
        question?: { key?: unknown };
        answerKey?: unknown;
      };
      if (typeof pageId === 'string' && fiber.key === pageId) return `page:${pageId}`;
      if (node && node.kind !== 'question' && node.kind !== 'content' && node.id !== undefined)
        return `node:${String(node.id)}`;
      if (question && typeof question.key === 'string') return `field:${question.key}`;
      if (typeof answerKey === 'string') return `field:${answerKey}`;
      return undefined;
    }

    function rendered(fiber: Fiber): boolean {
      const before = seen.get(fiber) ?? (fiber.alternate ? seen.get(fiber.alternate) : undefined);
      const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
      // One record shared by both copies of the fiber, so neither holds a stale one.
      seen.set(fiber, now);
      if (fiber.alternate) seen.set(fiber.alternate, now);
      return !before || before.props !== now.props || before.state !== now.state;
    }

    function commit(root: { current: Fiber }): void {
      const names = new Set<string>();
      const stack: Fiber[] = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop()!;
        if (componentTags.has(fiber.tag) && rendered(fiber)) {
          const name = nameOf(fiber);
          if (name) names.add(name);
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      for (const name of names) counts[name] = (counts[name] ?? 0) + 1;
    }

    let renderers = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => ++renderers,
        onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => commit(root),
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
}

/** The counts so far (see countRenders). */
export async function renderCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => ({ ...(window.__formRenderCounts ?? {}) }));
}
