/**
 * The chart's tools on the trade screen: chart type, indicators with their parameters, horizontal
 * and trend lines, full screen, and a tap on the chart to start a pending order at that price.
 * The set-up is kept per instrument (chartPrefs.ts). This component loads with the trade screen's
 * chart; the series and maths (chartLayers.ts) load once a set-up is shown.
 */
import { useEffect, useRef, useState } from 'react';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ColorType } from 'lightweight-charts';
import { useTheme } from '../../../app/theme/useTheme';
import type { ChartHandle } from './chartHandle';
import type { ChartLayers } from './chartLayers';
import { pickPrice } from './chartPick';
import {
  CHART_TYPES,
  DEFAULT_INDICATORS,
  DEFAULT_PREFS,
  INDICATOR_KINDS,
  MAX_PERIOD,
  loadPrefs,
  parseIndicator,
  savePrefs,
  type ChartPoint,
  type ChartPrefs,
  type ChartType,
  type IndicatorKind,
  type IndicatorSetting,
} from './chartPrefs';
import './chartTools.css';

interface ChartToolsProps {
  handle: ChartHandle;
  code: string;
  precision: number;
  /** The element that goes full screen (the chart and its tools). */
  area: React.RefObject<HTMLElement | null>;
  /** A price alert at a picked price (the trade screen opens its form). */
  onAlertAt?: (price: number) => void;
}

/**
 * The candle time under `x`; right of the newest candle (where a trend line is often aimed), the
 * time that many candles ahead, so a tap there still places the point.
 */
function timeAt(handle: ChartHandle, x: number): number | null {
  const scale = handle.chart.timeScale();
  const at = scale.coordinateToTime(x);
  if (typeof at === 'number') return at;
  const bars = handle.bars();
  const logical = scale.coordinateToLogical(x);
  if (bars.length < 2 || logical === null || logical < bars.length - 1) return null;
  const last = bars[bars.length - 1]!.time;
  const step = last - bars[bars.length - 2]!.time;
  return last + Math.round(logical - (bars.length - 1)) * step;
}

type Placing = null | { kind: 'horizontal' } | { kind: 'trend'; from: ChartPoint | null };

const TYPE_KEY = {
  candles: 'chart.type_candles',
  bars: 'chart.type_bars',
  line: 'chart.type_line',
  area: 'chart.type_area',
  'heikin-ashi': 'chart.type_heikin_ashi',
} as const satisfies Record<ChartType, string>;

const INDICATOR_KEY = {
  sma: 'chart.sma',
  ema: 'chart.ema',
  bollinger: 'chart.bollinger',
  rsi: 'chart.rsi',
  macd: 'chart.macd',
} as const satisfies Record<IndicatorKind, string>;

const PARAM_KEY = {
  period: 'chart.period',
  deviations: 'chart.deviations',
  fast: 'chart.fast',
  slow: 'chart.slow',
  signal: 'chart.signal',
} as const;
type Param = keyof typeof PARAM_KEY;

const paramsOf = (setting: IndicatorSetting): Param[] => {
  switch (setting.kind) {
    case 'bollinger':
      return ['period', 'deviations'];
    case 'macd':
      return ['fast', 'slow', 'signal'];
    case 'sma':
    case 'ema':
    case 'rsi':
      return ['period'];
  }
};

export function ChartTools({ handle, code, precision, area, onAlertAt }: ChartToolsProps) {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useState<ChartPrefs>(() => loadPrefs(code));
  const [open, setOpen] = useState(false);
  const [placing, setPlacing] = useState<Placing>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const layersRef = useRef<ChartLayers | null>(null);
  const [layersReady, setLayersReady] = useState(false);

  // The chart's colours follow the theme (it reads them once, when it is created).
  const { theme } = useTheme();
  useEffect(() => {
    // The dark stylesheet may still be loading: read the colours once the page shows the theme.
    const apply = () => {
      const style = getComputedStyle(document.documentElement);
      const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
      const grid = theme === 'dark' ? '#1e2a3d' : '#f1f4f8';
      handle.chart.applyOptions({
        layout: { background: { type: ColorType.Solid, color: read('--ll-surface', '#ffffff') }, textColor: read('--ll-muted', '#5b6b82') },
        grid: { vertLines: { color: grid }, horzLines: { color: grid } },
        rightPriceScale: { borderColor: read('--ll-border', '#e3e8ef') },
        timeScale: { borderColor: read('--ll-border', '#e3e8ef') },
      });
      const up = read('--ll-up', '#15803d');
      const down = read('--ll-down', '#c81e1e');
      handle.candles.applyOptions({ upColor: up, downColor: down, wickUpColor: up, wickDownColor: down });
    };
    if (document.documentElement.dataset.theme === theme) apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, [theme, handle]);

  const plain = prefs === DEFAULT_PREFS || (prefs.type === 'candles' && prefs.indicators.length === 0 && prefs.drawings.length === 0);

  // The series code loads the first time there is something to draw.
  useEffect(() => {
    if (plain || layersRef.current) return;
    let live = true;
    void import('./chartLayers').then(({ chartLayers }) => {
      if (!live || layersRef.current) return;
      const style = getComputedStyle(document.documentElement);
      layersRef.current = chartLayers(handle, {
        up: style.getPropertyValue('--ll-up').trim() || '#15803d',
        down: style.getPropertyValue('--ll-down').trim() || '#c81e1e',
      });
      setLayersReady(true);
    });
    return () => {
      live = false;
    };
  }, [plain, handle]);

  useEffect(() => {
    if (layersReady) layersRef.current?.show(prefs);
  }, [prefs, layersReady]);

  useEffect(() => {
    const dispose = () => {
      layersRef.current?.dispose();
      layersRef.current = null;
    };
    const unsubscribe = handle.onRemove(dispose);
    return () => {
      unsubscribe();
      dispose();
    };
  }, [handle]);

  const change = (next: ChartPrefs) => {
    setPrefs(next);
    savePrefs(code, next);
  };

  // Taps on the chart: place a line while drawing, else offer a pending order at that price.
  const placingRef = useRef(placing);
  placingRef.current = placing;
  const prefsRef = useRef(prefs);
  prefsRef.current = prefs;
  useEffect(() => {
    // A tap read from the element's own pointer events, in the price pane's coordinates: the chart
    // cancels a touch's default actions, so a tap on a phone never becomes a click.
    const element = handle.chart.chartElement();
    let down: { x: number; y: number; at: number; id: number } | null = null;
    const onDown = (event: PointerEvent) => {
      down = { x: event.clientX, y: event.clientY, at: event.timeStamp, id: event.pointerId };
    };
    const onUp = (event: PointerEvent) => {
      const start = down;
      down = null;
      // A tap, not a drag of the chart or a long press.
      if (!start || start.id !== event.pointerId || Math.hypot(event.clientX - start.x, event.clientY - start.y) > 10 || event.timeStamp - start.at > 600) return;
      onClick(event);
    };
    const onClick = (event: PointerEvent) => {
      const box = element.getBoundingClientRect();
      const x = event.clientX - box.left;
      const y = event.clientY - box.top;
      if (y < 0 || y > (handle.chart.panes()[0]?.getHeight() ?? box.height)) return;
      const price = layersRef.current?.priceAt(y) ?? handle.candles.coordinateToPrice(y);
      if (price == null || !(price > 0)) return;
      const now = placingRef.current;
      const current = prefsRef.current;
      if (!now) {
        setPicked(price);
        return;
      }
      if (now.kind === 'horizontal') {
        change({ ...current, drawings: [...current.drawings, { kind: 'horizontal', price }] });
        setPlacing(null);
        return;
      }
      const time = timeAt(handle, x);
      if (time === null) return;
      if (!now.from) {
        setPlacing({ kind: 'trend', from: { time, price } });
        return;
      }
      if (time !== now.from.time) change({ ...current, drawings: [...current.drawings, { kind: 'trend', from: now.from, to: { time, price } }] });
      setPlacing(null);
    };
    element.addEventListener('pointerdown', onDown, true);
    element.addEventListener('pointerup', onUp, true);
    return () => {
      element.removeEventListener('pointerdown', onDown, true);
      element.removeEventListener('pointerup', onUp, true);
    };
    // `change` reads the refs only; the handle is the chart's for this component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle]);

  // Full screen: the chart and its tools, turned sideways where the phone allows.
  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === area.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [area]);
  const toggleFullScreen = () => {
    const element = area.current;
    if (!element) return;
    if (fullScreen || element.classList.contains('is-full-screen')) {
      element.classList.remove('is-full-screen');
      setFullScreen(false);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      return;
    }
    element.classList.add('is-full-screen');
    setFullScreen(true);
    if (typeof element.requestFullscreen === 'function') {
      element
        .requestFullscreen()
        .then(() => (screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> }).lock?.('landscape'))
        .catch(() => undefined);
    }
  };

  const toggleIndicator = (kind: IndicatorKind) => {
    const on = prefs.indicators.some((i) => i.kind === kind);
    change({
      ...prefs,
      indicators: on ? prefs.indicators.filter((i) => i.kind !== kind) : [...prefs.indicators, DEFAULT_INDICATORS[kind]],
    });
  };

  const setParam = (setting: IndicatorSetting, param: Param, text: string) => {
    const value = Number(text);
    const next = parseIndicator({ ...setting, [param]: value });
    // Only a valid set of parameters replaces the one drawn; the field shows what was typed.
    if (next) change({ ...prefs, indicators: prefs.indicators.map((i) => (i.kind === setting.kind ? next : i)) });
  };

  const startPlacing = (kind: 'horizontal' | 'trend') => {
    setOpen(false);
    setPicked(null);
    setPlacing(kind === 'horizontal' ? { kind } : { kind, from: null });
  };

  let placingText: string | null = null;
  if (placing?.kind === 'horizontal') placingText = t('chart.place_horizontal');
  else if (placing?.kind === 'trend') placingText = placing.from ? t('chart.place_trend_end') : t('chart.place_trend_start');

  return (
    <>
      <div className="chart-tools">
        <button type="button" className="chart-tool" onClick={() => setOpen(true)} data-testid="chart-tools">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M3 17l5-6 4 4 8-9" />
          </svg>
          <span>{t('chart.tools')}</span>
        </button>
        <button
          type="button"
          className="chart-tool"
          aria-label={fullScreen ? t('chart.exit_full_screen') : t('chart.full_screen')}
          aria-pressed={fullScreen}
          onClick={toggleFullScreen}
          data-testid="chart-full-screen"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {fullScreen ? <path d="M9 3v6H3M15 3v6h6M9 21v-6H3M15 21v-6h6" /> : <path d="M3 9V3h6M21 9V3h-6M3 15v6h6M21 15v6h-6" />}
          </svg>
        </button>
      </div>
      {placingText && (
        <div className="chart-hint" role="status" data-testid="chart-placing">
          <span>{placingText}</span>
          <button type="button" className="chart-hint-action" onClick={() => setPlacing(null)}>
            {t('common.cancel')}
          </button>
        </div>
      )}
      {picked !== null && !placingText && (
        <div className="chart-hint" role="status">
          <button
            type="button"
            className="chart-hint-action is-primary"
            onClick={() => {
              pickPrice(picked);
              setPicked(null);
              document.querySelector('[data-testid="order-form"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            }}
            data-testid="chart-pick-order"
          >
            {t('chart.pending_at', { price: picked.toFixed(precision) })}
          </button>
          {onAlertAt && (
            <button
              type="button"
              className="chart-hint-action"
              onClick={() => {
                onAlertAt(picked);
                setPicked(null);
              }}
              data-testid="chart-pick-alert"
            >
              {t('chart.alert_at', { price: picked.toFixed(precision) })}
            </button>
          )}
          <button type="button" className="chart-hint-close" aria-label={t('chart.close')} onClick={() => setPicked(null)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName="chart-tools-sheet" destroyOnClose>
        <h2 className="chart-sheet-title">{t('chart.type_title')}</h2>
        <div className="chart-choices" role="group" aria-label={t('chart.type_title')}>
          {CHART_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className={prefs.type === type ? 'chart-choice is-on' : 'chart-choice'}
              aria-pressed={prefs.type === type}
              onClick={() => change({ ...prefs, type })}
              data-testid={`chart-type-${type}`}
            >
              {t(TYPE_KEY[type])}
            </button>
          ))}
        </div>
        <h2 className="chart-sheet-title">{t('chart.tools')}</h2>
        <ul className="chart-indicators">
          {INDICATOR_KINDS.map((kind) => {
            const setting = prefs.indicators.find((i) => i.kind === kind);
            return (
              <li key={kind} className="chart-indicator">
                <button
                  type="button"
                  className={setting ? 'chart-choice is-on' : 'chart-choice'}
                  aria-pressed={Boolean(setting)}
                  onClick={() => toggleIndicator(kind)}
                  data-testid={`indicator-${kind}`}
                >
                  {t(INDICATOR_KEY[kind])}
                </button>
                {setting && (
                  <span className="chart-params">
                    {paramsOf(setting).map((param) => (
                      <label key={param} className="chart-param">
                        <span>{t(PARAM_KEY[param])}</span>
                        <input
                          type="number"
                          inputMode={param === 'deviations' ? 'decimal' : 'numeric'}
                          min={param === 'deviations' ? 0.5 : 1}
                          max={param === 'deviations' ? 5 : MAX_PERIOD}
                          step={param === 'deviations' ? 0.5 : 1}
                          defaultValue={(setting as unknown as Record<Param, number>)[param]}
                          onChange={(event) => setParam(setting, param, event.target.value)}
                          data-testid={`indicator-${kind}-${param}`}
                        />
                      </label>
                    ))}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <h2 className="chart-sheet-title">{t('chart.drawing_title')}</h2>
        <div className="chart-choices">
          <button type="button" className="chart-choice" onClick={() => startPlacing('horizontal')} data-testid="draw-horizontal">
            {t('chart.horizontal')}
          </button>
          <button type="button" className="chart-choice" onClick={() => startPlacing('trend')} data-testid="draw-trend">
            {t('chart.trend')}
          </button>
          <button
            type="button"
            className="chart-choice"
            disabled={prefs.drawings.length === 0}
            onClick={() => change({ ...prefs, drawings: [] })}
            data-testid="draw-clear"
          >
            {t('chart.clear_lines')}
          </button>
        </div>
      </Popup>
      <span hidden data-testid="chart-prefs" data-type={prefs.type} data-indicators={prefs.indicators.map((i) => i.kind).join(',')} data-drawings={prefs.drawings.length} />
    </>
  );
}
