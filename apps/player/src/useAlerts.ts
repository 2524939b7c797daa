import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { alertsBetween, type AlertSnapshot } from './alerts';
import type { PlayerData } from './usePlayerData';

export interface AlertSettings {
  vibrate: boolean;
  sound: boolean;
}

const SETTINGS_KEY = 'taikai.player.alerts';
const DEFAULTS: AlertSettings = { vibrate: true, sound: true };

function savedSettings(): AlertSettings {
  try {
    return { ...DEFAULTS, ...(JSON.parse(window.localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<AlertSettings>) };
  } catch {
    return DEFAULTS;
  }
}

/** A short two-tone chime; browsers allow it once the player has touched the page. */
function chime() {
  const AudioContextClass = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  const context = new AudioContextClass();
  [880, 660].forEach((frequency, i) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(context.currentTime + i * 0.18);
    oscillator.stop(context.currentTime + i * 0.18 + 0.15);
  });
  window.setTimeout(() => void context.close(), 1000);
}

/**
 * Vibration and a sound, while the page is open, when something needs the player: new
 * pairings, a result to confirm, a judge's answer. The settings are kept on the phone.
 */
export function useAlerts(data: PlayerData, myId: string) {
  const [settings, setSettingsState] = useState<AlertSettings>(savedSettings);
  const previous = useRef<AlertSnapshot>({ event: null, matches: null, judgeCalls: null });
  // With the settings of the moment: changing them alerts nothing.
  const alert = useEffectEvent(() => {
    if (settings.vibrate) navigator.vibrate?.([200, 100, 200]);
    if (settings.sound) {
      try {
        chime();
      } catch {
        // no sound output: the vibration (or the page) says it
      }
    }
  });

  useEffect(() => {
    const next: AlertSnapshot = { event: data.event, matches: data.matches, judgeCalls: data.judgeCalls };
    const alerts = alertsBetween(previous.current, next, myId);
    previous.current = next;
    if (alerts.length) alert();
  }, [data.event, data.matches, data.judgeCalls, myId]);

  const setSettings = useCallback((next: AlertSettings) => {
    setSettingsState(next);
    try {
      window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
    } catch {
      // not remembered, still applied
    }
  }, []);

  return { settings, setSettings };
}
