import { useState } from 'react';
import type { Api } from '../api';
import { toProblem, problemText, type Problem } from '../errors';
import { useI18n } from '../i18n/I18nProvider';

/**
 * Dropping from the event: its own card at the foot of the Now tab, away from the result
 * controls, and a step of its own that asks again before anything is sent.
 */
export function DropSection({ api, onDropped }: { api: Api; onDropped: () => void }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const drop = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await api.dropMyself();
      setAsking(false);
      onDropped();
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card drop-card" aria-labelledby="drop-title" data-testid="drop-section">
      <h2 id="drop-title" className="section-title">
        {t('drop.title')}
      </h2>
      {asking ? (
        <div className="stack">
          <p className="lead" data-testid="drop-question">
            {t('drop.question')}
          </p>
          <div className="button-row">
            <button type="button" className="button secondary" onClick={() => setAsking(false)} data-testid="drop-cancel">
              {t('drop.cancel')}
            </button>
            <button
              type="button"
              className="button danger"
              onClick={() => void drop()}
              aria-disabled={busy || undefined}
              data-testid="drop-confirm"
            >
              {t('drop.confirm')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button secondary" onClick={() => setAsking(true)} data-testid="drop-start">
          {t('drop.start')}
        </button>
      )}
      <div aria-live="assertive">{problem ? <p className="error">{problemText(problem, t)}</p> : null}</div>
    </section>
  );
}
