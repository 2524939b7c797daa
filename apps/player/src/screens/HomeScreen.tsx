import type { RefObject } from 'react';
import type { Registration } from '../api';
import { useI18n } from '../i18n/I18nProvider';
import { splitTemplate } from '../i18n/messages';

export interface HomeScreenProps {
  registration: Registration | null;
  loading: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRetry: () => void;
  onSignOut: () => void;
}

export function HomeScreen({ registration, loading, headingRef, onRetry, onSignOut }: HomeScreenProps) {
  const { t } = useI18n();
  const values: Record<string, string> = registration ? { event: registration.event.name, name: registration.name } : {};

  return (
    <section className="card home" aria-labelledby="home-title" aria-busy={loading}>
      <div className="check" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32">
          <path fill="currentColor" d="M9 16.17L4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
        </svg>
      </div>
      <h1 id="home-title" ref={headingRef} tabIndex={-1}>
        {t('home.title')}
      </h1>
      {registration ? (
        <p className="registered" data-testid="registration-summary">
          {splitTemplate(t('home.registered')).map((part, index) =>
            part.param ? (
              <strong key={index} data-param={part.param} data-testid={`registration-${part.param}`}>
                {values[part.param] ?? ''}
              </strong>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
      ) : loading ? (
        <p className="lead">{t('home.loading')}</p>
      ) : (
        <button type="button" className="button secondary" onClick={onRetry} data-testid="retry">
          {t('home.retry')}
        </button>
      )}
      {registration ? <p className="hint">{t('home.hint')}</p> : null}
      <button type="button" className="button secondary" onClick={onSignOut} data-testid="sign-out">
        {t('home.signOut')}
      </button>
    </section>
  );
}
