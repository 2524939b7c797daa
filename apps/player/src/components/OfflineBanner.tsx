import { useI18n } from '../i18n/I18nProvider';
import { useOnline } from '../useOnline';

/** A polite status line while the phone has no connection (venue Wi-Fi comes and goes). */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className="offline-slot" data-testid="offline-indicator" data-online={online}>
      {online ? null : (
        <p className="offline">
          <span className="offline-dot" aria-hidden="true" />
          {t('offline')}
        </p>
      )}
    </div>
  );
}
