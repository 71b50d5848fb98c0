import { useT } from '../../i18n/use-t';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { applyTabSwitch, erasedAnswers, type TabsControl, type TabsNode } from '../../../engine';
import { Modal } from '../../components/modal/Modal';
import { useAnswersStore } from '../../stores/answers';
import { confirmBeforeErasing } from '../confirm/erase-confirmation';
import { useFormActions } from '../form-actions';
import { NodeList } from './NodeList';
import { useControl } from './use-control';

/** The same tab in effect and the same right to choose: the view keeps what it drew. */
function sameTabs(a: TabsControl, b: TabsControl): boolean {
  return a.chosen === b.chosen && a.canChoose === b.canChoose;
}

/**
 * Alternative ways to answer. The engine's control state says which tab is in effect and which
 * are listed: a logged-in applicant picks one (saved, and the other tabs' answers emptied);
 * anyone else sees only the tab in effect, without a tab list.
 */
export function TabsView({ node }: { node: TabsNode }) {
  const t = useT();
  const actions = useFormActions();
  const {
    chosen: current,
    listed,
    canChoose,
  } = useControl((control) => control.tabs(node), sameTabs);
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);
  // The tab pressed is disabled while it switches, which drops focus to the page: the panel it
  // opened takes it instead (issue 30).
  const focusPanel = useRef(false);
  useEffect(() => {
    if (!focusPanel.current || busy) return;
    focusPanel.current = false;
    panelRef.current?.focus();
  }, [current, busy]);
  const panelId = `${node.id}-panel`;
  const tabId = (id: string) => `${node.id}-tab-${id}`;

  if (!canChoose) {
    return (
      <div className="tabs tabs--single">
        {node.label && <p className="tabs__label">{node.label}</p>}
        <h3 className="tabs__single-title">{current.label}</h3>
        <NodeList nodes={current.children} />
      </div>
    );
  }

  /** Leaving a tab that holds answers or documents asks first: they will be deleted. */
  function select(id: string) {
    if (id === current.id || busy) return;
    const { answers } = useAnswersStore.getState();
    const erased = erasedAnswers(answers, applyTabSwitch(answers, node, id));
    confirmBeforeErasing(erased, () => void switchTo(id));
  }

  async function switchTo(id: string) {
    setBusy(true);
    try {
      const outcome = await actions.switchTab(node, id);
      if (outcome === 'blocked') setBlocked(true);
      else focusPanel.current = true;
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + listed.length) % listed.length;
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="tabs">
      {node.label && (
        <p id={`${node.id}-label`} className="tabs__label">
          {node.label}
        </p>
      )}
      <div
        role="tablist"
        className="tabs__list"
        aria-labelledby={node.label ? `${node.id}-label` : undefined}
      >
        {listed.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.id === current.id}
            aria-controls={panelId}
            tabIndex={tab.id === current.id ? 0 : -1}
            disabled={busy}
            onClick={() => select(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        ref={panelRef}
        id={panelId}
        role="tabpanel"
        className="tabs__panel"
        aria-labelledby={tabId(current.id)}
        tabIndex={-1}
      >
        <NodeList key={current.id} nodes={current.children} />
      </div>
      <Modal open={blocked} onClose={() => setBlocked(false)} title={t('tabs.uploadTitle')}>
        <p>{t('tabs.uploadText')}</p>
      </Modal>
    </div>
  );
}
