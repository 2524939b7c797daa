import type { RefObject } from 'react';
import type { Registration } from '../api';
import { useI18n } from '../i18n/I18nProvider';

export interface SwitchScreenProps {
  /** Who this phone is signed in as. */
  current: Registration;
  /** Whose QR link was opened. */
  next: Registration;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSwitch: () => void;
  onStay: () => void;
}

/** Another player's QR link opened on a signed-in phone: switching is asked, never done silently. */
export function SwitchScreen({ current, next, headingRef, onSwitch, onStay }: SwitchScreenProps) {
  const { t } = useI18n();
  return (
    <section className="card" aria-labelledby="switch-title" data-testid="switch-player">
      <h1 id="switch-title" ref={headingRef} tabIndex={-1}>
        {t('switch.title')}
      </h1>
      <p className="lead" data-testid="switch-question">
        {t('switch.question', {
          current: current.name,
          currentEvent: current.event.name,
          next: next.name,
          nextEvent: next.event.name,
        })}
      </p>
      <div className="stack">
        <button type="button" className="button primary" onClick={onSwitch} data-testid="switch-confirm">
          {t('switch.confirm', { next: next.name })}
        </button>
        <button type="button" className="button secondary" onClick={onStay} data-testid="switch-stay">
          {t('switch.stay', { current: current.name })}
        </button>
      </div>
    </section>
  );
}
