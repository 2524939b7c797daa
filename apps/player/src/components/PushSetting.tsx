import type { Api } from '../api';
import { problemText } from '../errors';
import { useI18n } from '../i18n/I18nProvider';
import { usePush } from '../usePush';

/** "Notify me when my phone is locked" where the browser can, and plainly why not where it cannot. */
export function PushSetting({ api }: { api: Api }) {
  const { t, language } = useI18n();
  const push = usePush(api, language);
  if (push.availability !== 'available') {
    return (
      <p className="hint" data-testid="alert-push-note" data-availability={push.availability}>
        {t(push.availability === 'insecure' ? 'alerts.noPush' : 'alerts.pushUnsupported')}
      </p>
    );
  }
  const failure = push.failure;
  return (
    <div data-testid="alert-push" data-status={push.status}>
      <label className="check-row">
        <input
          type="checkbox"
          checked={push.status === 'on'}
          disabled={push.status === 'checking' || push.status === 'working'}
          aria-describedby="alert-push-state"
          onChange={(e) => push.setEnabled(e.target.checked)}
          data-testid="alert-push-toggle"
        />
        <span>{t('alerts.push')}</span>
      </label>
      <p id="alert-push-state" className="hint" role="status" data-testid="alert-push-state">
        {push.status === 'working' ? t('alerts.pushWorking') : push.status === 'on' ? t('alerts.pushOn') : t('alerts.pushHint')}
      </p>
      {/* Always in the DOM, so a failure is announced as soon as it appears. */}
      <div aria-live="assertive" aria-atomic="true">
        {failure ? (
          <p className="error" data-testid="alert-push-error" data-failure={failure.kind}>
            {failure.kind === 'server'
              ? (problemText(failure.problem, t) ?? t('alerts.pushServer'))
              : t(failure.kind === 'denied' ? 'alerts.pushDenied' : 'alerts.pushUnreachable')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
