import { useEffect, useState } from 'react';
import { routes, type AreaCode } from '@leverline/contract';
import { call } from '../../api/client';

export interface AreaSetup {
  areas: AreaCode[];
  /** Setting is_show_mobile: "1" = calling code + phone (picker shown), "3" = phone only. */
  showPicker: boolean;
  /** The calling code to preselect: the browser's region when listed, else the first entry. */
  defaultAreaId: number | undefined;
}

let pending: Promise<AreaSetup> | null = null;

function browserRegion(): string | undefined {
  for (const tag of navigator.languages ?? [navigator.language]) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region) return region.toUpperCase();
    } catch {
      // not a valid tag
    }
  }
  return undefined;
}

/** Loaded once per visit and shared by login, register and forgot. */
function loadAreaSetup(): Promise<AreaSetup> {
  pending ??= Promise.all([
    call(routes.areaList, {}, { silent: true }),
    call(routes.setting, { key: 'is_show_mobile' }, { silent: true }).then(
      (setting) => String(setting.value),
      () => '1',
    ),
  ]).then(
    ([areas, isShowMobile]) => {
      const region = browserRegion();
      const preferred = areas.find((area) => area.code.toUpperCase() === region) ?? areas[0];
      return { areas, showPicker: isShowMobile !== '3', defaultAreaId: preferred?.id };
    },
    (error: unknown) => {
      pending = null; // try again on the next page that needs it
      throw error;
    },
  );
  return pending;
}

/** Calling codes and whether to show their picker; null while loading or after a failure. */
export function useAreaCodes(): AreaSetup | null {
  const [setup, setSetup] = useState<AreaSetup | null>(null);
  useEffect(() => {
    let live = true;
    loadAreaSetup().then(
      (value) => live && setSetup(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return setup;
}

/** Forgets the cached codes (tests start from a fresh visit). */
export function forgetAreaCodes(): void {
  pending = null;
}
