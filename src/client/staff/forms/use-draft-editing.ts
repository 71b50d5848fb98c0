import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormDraft, FormFilesWire, FormProblem } from '../../../contracts/forms';
import { ServerError } from '../../api/errors';
import { fetchDraftProblems, saveDraft } from '../api/forms';
import { filesOf, textsOf, type DraftTexts } from './draft-texts';
import { syntaxProblems } from './syntax-problems';

/** How long typing pauses before the draft is saved and linted. */
const LINT_DELAY_MS = 600;

/**
 * waiting: typed, not yet sent; saving: sent; saved: the texts are the draft and `problems`
 * are theirs; syntax: a file is not JSON (not sent); conflict: someone else saved first.
 */
export type SaveState = 'saved' | 'waiting' | 'saving' | 'syntax' | 'conflict' | 'failed';

export interface DraftEditing {
  texts: DraftTexts;
  revision: number;
  /**
   * The whole set's lint problems (the stored draft's on opening), or the JSON syntax errors of
   * files that do not parse; null until they are known.
   */
  problems: FormProblem[] | null;
  state: SaveState;
  error: unknown;
  edit(file: string, text: string): void;
  /** Whole files changed at once (a question added). */
  replaceFiles(files: FormFilesWire): void;
  /** Saves what is typed now; the revision when it is saved without problems. */
  flush(): Promise<number | undefined>;
  showProblems(problems: FormProblem[]): void;
}

const sameTexts = (a: DraftTexts, b: DraftTexts) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([file, text]) => b[file] === text);

/**
 * The draft being edited: each edit is saved and linted once typing pauses (PUT draft), one
 * save at a time, each based on the revision the last one returned.
 */
export function useDraftEditing(draft: FormDraft): DraftEditing {
  const [texts, setTexts] = useState(() => textsOf(draft.files));
  const [revision, setRevision] = useState(draft.revision);
  const [problems, setProblems] = useState<FormProblem[] | null>(null);
  const [state, setState] = useState<SaveState>('saved');
  const [error, setError] = useState<unknown>();
  const latest = useRef(texts);
  const linted = useRef<DraftTexts | undefined>(undefined);
  /** The problems of `linted`, shown again when a syntax error is undone. */
  const lintedProblems = useRef<FormProblem[] | null>(null);
  const at = useRef({ revision: draft.revision, problems: 0, stopped: false });
  const chain = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((found: FormProblem[] | null) => {
    at.current.problems = found?.length ?? 0;
    setProblems(found);
  }, []);

  // A draft opened with problems shows them at once, not after the first edit is saved.
  useEffect(() => {
    let mounted = true;
    const opened = latest.current;
    fetchDraftProblems().then(
      (reply) => {
        // Stale once anything was typed (the save has its own) or the draft moved on.
        if (!mounted || latest.current !== opened || reply.revision !== at.current.revision) return;
        lintedProblems.current = reply.problems;
        show(reply.problems);
      },
      // Not shown then until the first save: the same as before this was read.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [show]);

  const saveOnce = useCallback(async () => {
    const current = latest.current;
    if (at.current.stopped) return;
    // Typed and undone: the draft already holds this, and `problems` are its own.
    if (linted.current && sameTexts(linted.current, current)) {
      linted.current = current;
      show(lintedProblems.current);
      return setState('saved');
    }
    const parsed = filesOf(current);
    if ('unparsed' in parsed) {
      show(syntaxProblems(current, parsed.unparsed));
      return setState('syntax');
    }
    setState('saving');
    try {
      const reply = await saveDraft({ revision: at.current.revision, files: parsed.files });
      at.current.revision = reply.revision;
      linted.current = current;
      lintedProblems.current = reply.problems;
      setRevision(reply.revision);
      show(reply.problems);
      setError(undefined);
      setState(latest.current === current ? 'saved' : 'waiting');
    } catch (failure) {
      const conflict = failure instanceof ServerError && failure.status === 409;
      at.current.stopped = conflict;
      setError(failure);
      setState(conflict ? 'conflict' : 'failed');
    }
  }, [show]);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    chain.current = chain.current.then(saveOnce);
    return chain.current;
  }, [saveOnce]);

  const change = useCallback(
    (next: DraftTexts) => {
      latest.current = next;
      setTexts(next);
      setState('waiting');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), LINT_DELAY_MS);
    },
    [save],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    texts,
    revision,
    problems,
    state,
    error,
    edit: (file, text) => change({ ...latest.current, [file]: text }),
    replaceFiles: (files) => change({ ...latest.current, ...textsOf(files) }),
    flush: async () => {
      await save();
      const clean = linted.current === latest.current && at.current.problems === 0;
      return clean && !at.current.stopped ? at.current.revision : undefined;
    },
    showProblems: (found) => {
      lintedProblems.current = found;
      show(found);
    },
  };
}
