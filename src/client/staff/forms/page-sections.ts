// The top-level sections of a page file as the editor holds it, for "Add a question".
export interface SectionChoice {
  value: string;
  label: string;
}

export function pageSections(text: string | undefined): SectionChoice[] {
  try {
    const page = JSON.parse(text ?? '') as { nodes?: unknown };
    if (!Array.isArray(page.nodes)) return [];
    return page.nodes.flatMap((node: unknown) => {
      const n = node as { kind?: unknown; id?: unknown; title?: unknown };
      return n.kind === 'section' && typeof n.id === 'string'
        ? [{ value: n.id, label: typeof n.title === 'string' ? n.title : n.id }]
        : [];
    });
  } catch {
    return []; // not JSON now: the editor shows where
  }
}
