import type { FormFiles } from '../forms/form-files';
import type { LiveVersion } from '../forms/live-forms';

type Pages = ReadonlyMap<string, string>;
const NONE: Pages = new Map();

interface LivePagesOptions {
  /** The pages the build prerendered, with the set it bundles. */
  built: Pages;
  isBundled: (version: number, files: FormFiles) => boolean;
  /** Draws every prerendered page with a version's files (in a thread: render-task.ts). */
  draw: (files: FormFiles) => Promise<Record<string, string>>;
  onError: (error: unknown, version: number) => void;
}

/**
 * The prerendered pages of the live form version (issue 29). The build's pages show the set it
 * bundles; once another version is live they would show its old questions, and the browser's
 * hydration would throw them away, so the pages are drawn again with the live version's files.
 * Until they are, visitors get the empty shell, which the browser draws itself.
 */
export class LivePages {
  private pages: Pages = NONE;
  private following = 0;

  constructor(private readonly options: LivePagesOptions) {}

  current(): Pages {
    return this.pages;
  }

  /** Follows a version that went live; resolves once its pages are served. */
  async follow({ version, files }: LiveVersion): Promise<void> {
    this.following = version;
    if (this.options.isBundled(version, files)) {
      this.pages = this.options.built;
      return;
    }
    this.pages = NONE;
    try {
      const drawn = await this.options.draw(files);
      // A version published while this one was drawn has taken over.
      if (this.following === version) this.pages = new Map(Object.entries(drawn));
    } catch (error) {
      this.options.onError(error, version);
    }
  }
}
