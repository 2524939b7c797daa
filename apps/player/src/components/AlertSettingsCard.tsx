import type { Api } from '../api';
import { useI18n } from '../i18n/I18nProvider';
import type { AlertSettings } from '../useAlerts';
import { PushSetting } from './PushSetting';

/** The alert settings, and plainly what they cannot do. */
export function AlertSettingsCard({
  api,
  settings,
  onChange,
}: {
  api: Api;
  settings: AlertSettings;
  onChange: (settings: AlertSettings) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="card" aria-labelledby="alerts-title" data-testid="alert-settings">
      <h2 id="alerts-title" className="section-title">
        {t('alerts.title')}
      </h2>
      <p className="lead">{t('alerts.intro')}</p>
      <label className="check-row">
        <input
          type="checkbox"
          checked={settings.vibrate}
          onChange={(e) => onChange({ ...settings, vibrate: e.target.checked })}
          data-testid="alert-vibrate"
        />
        <span>{t('alerts.vibrate')}</span>
      </label>
      <label className="check-row">
        <input
          type="checkbox"
          checked={settings.sound}
          onChange={(e) => onChange({ ...settings, sound: e.target.checked })}
          data-testid="alert-sound"
        />
        <span>{t('alerts.sound')}</span>
      </label>
      <PushSetting api={api} />
    </section>
  );
}
