import { type FormEvent, type RefObject, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { normalizeTypedCode } from '../joinLink';

export interface JoinScreenProps {
  initialEventId?: string;
  initialAccessCode?: string;
  /** Submit once on mount (the QR link carried both values). */
  autoSubmit?: boolean;
  busy: boolean;
  /** The server rejected the code: mark the fields invalid. */
  invalid: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSubmit: (eventId: string, accessCode: string) => void;
  onMissing: () => void;
}

export function JoinScreen({
  initialEventId = '',
  initialAccessCode = '',
  autoSubmit = false,
  busy,
  invalid,
  headingRef,
  onSubmit,
  onMissing,
}: JoinScreenProps) {
  const { t } = useI18n();
  const id = useId();
  const [eventId, setEventId] = useState(initialEventId);
  const [accessCode, setAccessCode] = useState(initialAccessCode);
  const autoSubmitted = useRef(false);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const typedEvent = normalizeTypedCode(eventId);
    const typedCode = normalizeTypedCode(accessCode);
    if (!typedEvent || !typedCode) {
      onMissing();
      return;
    }
    // Shown as sent, so a player sees what the full-width keys became.
    setEventId(typedEvent);
    setAccessCode(typedCode);
    onSubmit(typedEvent, typedCode);
  };

  const submitLink = useEffectEvent(() => {
    if (autoSubmit && initialEventId && initialAccessCode) onSubmit(initialEventId, initialAccessCode);
  });
  useEffect(() => {
    // Only on mount: the link is read once.
    if (autoSubmitted.current) return;
    autoSubmitted.current = true;
    submitLink();
  }, []);

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t('join.title')}
      </h1>
      <p className="lead">{t('join.intro')}</p>
      <form onSubmit={submit} noValidate className="form" data-testid="join-form">
        <div className="field">
          <label htmlFor={`${id}-event`}>{t('join.eventCode')}</label>
          <input
            id={`${id}-event`}
            name="event"
            data-testid="join-event-code"
            value={eventId}
            onChange={(e) => setEventId(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            enterKeyHint="next"
            aria-describedby={`${id}-event-hint`}
            aria-invalid={invalid || undefined}
            required
          />
          <p id={`${id}-event-hint`} className="hint">
            {t('join.eventCodeHint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-code`}>{t('join.accessCode')}</label>
          <input
            id={`${id}-code`}
            name="code"
            data-testid="join-access-code"
            value={accessCode}
            onChange={(e) => setAccessCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            aria-describedby={`${id}-code-hint`}
            aria-invalid={invalid || undefined}
            required
          />
          <p id={`${id}-code-hint`} className="hint">
            {t('join.accessCodeHint')}
          </p>
        </div>
        <button type="submit" className="button primary" data-testid="join-submit" aria-disabled={busy || undefined}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {busy ? t('join.submitting') : t('join.submit')}
        </button>
      </form>
    </section>
  );
}
