/**
 * The seeded instrument catalogue: 46 instruments across forex, metals, energy, indices, stocks
 * and crypto, with the trading hours of their markets, spreads, leverage options and lot rules of
 * a retail broker. Staff change these later from the console; the seed only fills an empty table.
 */
import { dailyWindows, weekWindows, type TradingSchedule } from '@leverline/domain';

export interface CategorySeed {
  id: number;
  names: Record<string, string>;
}

export const CATEGORIES: CategorySeed[] = [
  {
    id: 1,
    names: {
      en: 'Forex', jp: 'FX', kr: '외환', hk: '外匯', th: 'ฟอเร็กซ์', vn: 'Ngoại hối', fr: 'Forex', de: 'Devisen', ru: 'Форекс',
      spa: 'Divisas', pt: 'Forex', it: 'Forex', ar: 'العملات', tr: 'Döviz', id: 'Valas', my: 'Forex', hi: 'फ़ॉरेक्स',
      cs: 'Forex', fa: 'فارکس', fi: 'Valuutat', et: 'Valuuta',
    },
  },
  {
    id: 2,
    names: {
      en: 'Metals', jp: '貴金属', kr: '금속', hk: '貴金屬', th: 'โลหะมีค่า', vn: 'Kim loại', fr: 'Métaux', de: 'Metalle', ru: 'Металлы',
      spa: 'Metales', pt: 'Metais', it: 'Metalli', ar: 'المعادن', tr: 'Metaller', id: 'Logam', my: 'Logam', hi: 'धातुएँ',
      cs: 'Kovy', fa: 'فلزات', fi: 'Metallit', et: 'Metallid',
    },
  },
  {
    id: 3,
    names: {
      en: 'Energy', jp: 'エネルギー', kr: '에너지', hk: '能源', th: 'พลังงาน', vn: 'Năng lượng', fr: 'Énergie', de: 'Energie', ru: 'Энергоносители',
      spa: 'Energía', pt: 'Energia', it: 'Energia', ar: 'الطاقة', tr: 'Enerji', id: 'Energi', my: 'Tenaga', hi: 'ऊर्जा',
      cs: 'Energie', fa: 'انرژی', fi: 'Energia', et: 'Energia',
    },
  },
  {
    id: 4,
    names: {
      en: 'Indices', jp: '株価指数', kr: '지수', hk: '指數', th: 'ดัชนี', vn: 'Chỉ số', fr: 'Indices', de: 'Indizes', ru: 'Индексы',
      spa: 'Índices', pt: 'Índices', it: 'Indici', ar: 'المؤشرات', tr: 'Endeksler', id: 'Indeks', my: 'Indeks', hi: 'सूचकांक',
      cs: 'Indexy', fa: 'شاخص‌ها', fi: 'Indeksit', et: 'Indeksid',
    },
  },
  {
    id: 5,
    names: {
      en: 'Stocks', jp: '株式', kr: '주식', hk: '股票', th: 'หุ้น', vn: 'Cổ phiếu', fr: 'Actions', de: 'Aktien', ru: 'Акции',
      spa: 'Acciones', pt: 'Ações', it: 'Azioni', ar: 'الأسهم', tr: 'Hisseler', id: 'Saham', my: 'Saham', hi: 'शेयर',
      cs: 'Akcie', fa: 'سهام', fi: 'Osakkeet', et: 'Aktsiad',
    },
  },
  {
    id: 6,
    names: {
      en: 'Crypto', jp: '暗号資産', kr: '암호화폐', hk: '加密貨幣', th: 'คริปโต', vn: 'Tiền mã hóa', fr: 'Crypto', de: 'Krypto', ru: 'Криптовалюты',
      spa: 'Cripto', pt: 'Cripto', it: 'Cripto', ar: 'العملات المشفرة', tr: 'Kripto', id: 'Kripto', my: 'Kripto', hi: 'क्रिप्टो',
      cs: 'Kryptoměny', fa: 'رمزارز', fi: 'Kryptovaluutat', et: 'Krüpto',
    },
  },
];

/** Holidays on which the markets of this catalogue close all day (local dates). */
const US_HOLIDAYS = ['2026-11-26', '2026-12-25', '2027-01-01', '2027-01-18', '2027-02-15', '2027-03-26', '2027-05-31', '2027-06-18', '2027-07-05', '2027-09-06', '2027-11-25', '2027-12-24'];
const FX_HOLIDAYS = ['2026-12-25', '2027-01-01', '2027-12-24', '2027-12-31'];
const EU_HOLIDAYS = ['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01', '2027-03-26', '2027-03-29', '2027-12-24'];
const UK_HOLIDAYS = ['2026-12-25', '2026-12-28', '2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27'];
const JP_HOLIDAYS = ['2026-11-23', '2026-12-31', '2027-01-01', '2027-01-11', '2027-02-11', '2027-03-22', '2027-04-29', '2027-05-03', '2027-05-04', '2027-05-05'];
const HK_HOLIDAYS = ['2026-12-25', '2026-12-26', '2027-01-01', '2027-02-06', '2027-02-08', '2027-02-09', '2027-03-26', '2027-03-29', '2027-04-05', '2027-05-01'];

const MON_FRI = [1, 2, 3, 4, 5] as const;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;

/** Forex: Sunday 17:00 to Friday 17:00 New York, around the clock. */
const FOREX: TradingSchedule = { timeZone: 'America/New_York', windows: weekWindows(0, 5, '17:00'), holidays: FX_HOLIDAYS };
/** Metals and energy (CME Globex): Sunday 18:00 to Friday 17:00 New York, paused 17:00–18:00 daily. */
const GLOBEX: TradingSchedule = { timeZone: 'America/New_York', windows: weekWindows(0, 5, '17:00', 60), holidays: US_HOLIDAYS };
/** US index CFDs follow the futures session. */
const US_INDEX = GLOBEX;
const US_STOCKS: TradingSchedule = { timeZone: 'America/New_York', windows: dailyWindows([...MON_FRI], '09:30', '16:00'), holidays: US_HOLIDAYS };
const GER_INDEX: TradingSchedule = { timeZone: 'Europe/Berlin', windows: dailyWindows([...MON_FRI], '08:00', '22:00'), holidays: EU_HOLIDAYS };
const UK_INDEX: TradingSchedule = { timeZone: 'Europe/London', windows: dailyWindows([...MON_FRI], '08:00', '21:00'), holidays: UK_HOLIDAYS };
const JP_INDEX: TradingSchedule = {
  timeZone: 'Asia/Tokyo',
  windows: [...dailyWindows([...MON_FRI], '08:45', '15:45'), ...dailyWindows([...MON_FRI], '17:00', '24:00'), ...dailyWindows([2, 3, 4, 5, 6], '00:00', '06:00')],
  holidays: JP_HOLIDAYS,
};
const HK_INDEX: TradingSchedule = {
  timeZone: 'Asia/Hong_Kong',
  windows: [...dailyWindows([...MON_FRI], '09:15', '12:00'), ...dailyWindows([...MON_FRI], '13:00', '16:30'), ...dailyWindows([...MON_FRI], '17:15', '24:00')],
  holidays: HK_HOLIDAYS,
};
const CRYPTO: TradingSchedule = { timeZone: 'UTC', windows: dailyWindows([...EVERY_DAY], '00:00', '24:00'), holidays: [] };

export interface InstrumentSeed {
  code: string;
  showCode: string;
  name: string;
  categoryId: number;
  pricePrecision: number;
  lotStep: string;
  minLots: string;
  maxLots: string;
  contractSize: string;
  leverage: number[];
  feeRate: string;
  spreadUnits: number;
  quoteCurrency: string;
  schedule: TradingSchedule;
  logo: { label: string; fg: string; bg: string; bg2?: string };
  /** Reference price, annual volatility, mean ms between ticks. */
  price: number;
  volatility: number;
  tickMs: number;
}

const FX_LEVERAGE = [10, 20, 50, 100, 200, 500];
const METAL_LEVERAGE = [10, 20, 50, 100, 200];
const ENERGY_LEVERAGE = [10, 20, 50, 100];
const INDEX_LEVERAGE = [10, 20, 50, 100];
const STOCK_LEVERAGE = [2, 5, 10, 20];
const CRYPTO_LEVERAGE = [2, 5, 10, 20];

const CURRENCY_COLOURS: Record<string, string> = {
  EUR: '#1d4ed8', USD: '#15803d', GBP: '#7c3aed', JPY: '#dc2626', AUD: '#0891b2', CAD: '#b91c1c', CHF: '#e11d48',
  NZD: '#0f766e', SGD: '#c2410c', HKD: '#be123c',
};

function fx(base: string, quote: string, price: number, digits: number, spread: number, volatility = 0.08): InstrumentSeed {
  return {
    code: `${base}${quote}`,
    showCode: `${base}/${quote}`,
    name: `${base} / ${quote}`,
    categoryId: 1,
    pricePrecision: digits,
    lotStep: '0.01',
    minLots: '0.01',
    maxLots: '50',
    contractSize: '100000',
    leverage: FX_LEVERAGE,
    feeRate: '0.001',
    spreadUnits: spread,
    quoteCurrency: quote,
    schedule: FOREX,
    logo: { label: base, fg: '#ffffff', bg: CURRENCY_COLOURS[base] ?? '#334155', bg2: CURRENCY_COLOURS[quote] ?? '#64748b' },
    price,
    volatility,
    tickMs: 450,
  };
}

function other(
  categoryId: number,
  code: string,
  name: string,
  price: number,
  digits: number,
  spread: number,
  volatility: number,
  details: Partial<InstrumentSeed> & Pick<InstrumentSeed, 'schedule' | 'leverage' | 'contractSize'>,
  logo: InstrumentSeed['logo'],
): InstrumentSeed {
  return {
    code,
    showCode: code,
    name,
    categoryId,
    pricePrecision: digits,
    lotStep: '0.01',
    minLots: '0.01',
    maxLots: '20',
    feeRate: '0.001',
    spreadUnits: spread,
    quoteCurrency: 'USD',
    logo,
    price,
    volatility,
    tickMs: 600,
    ...details,
  };
}

const metal = (code: string, name: string, price: number, digits: number, spread: number, vol: number, size: string, label: string, bg: string) =>
  other(2, code, name, price, digits, spread, vol, { schedule: GLOBEX, leverage: METAL_LEVERAGE, contractSize: size, tickMs: 500 }, { label, fg: '#1f2937', bg });
const energy = (code: string, name: string, price: number, digits: number, spread: number, vol: number, size: string, label: string) =>
  other(3, code, name, price, digits, spread, vol, { schedule: GLOBEX, leverage: ENERGY_LEVERAGE, contractSize: size, tickMs: 550 }, { label, fg: '#fde68a', bg: '#292524' });
const index = (code: string, name: string, price: number, digits: number, spread: number, vol: number, schedule: TradingSchedule, label: string, bg: string, quote = 'USD') =>
  other(4, code, name, price, digits, spread, vol, { schedule, leverage: INDEX_LEVERAGE, contractSize: '1', quoteCurrency: quote, maxLots: '100', tickMs: 500 }, { label, fg: '#ffffff', bg });
const stock = (code: string, name: string, price: number, vol: number, label: string, bg: string) =>
  other(5, code, name, price, 2, 4, vol, { schedule: US_STOCKS, leverage: STOCK_LEVERAGE, contractSize: '1', lotStep: '1', minLots: '1', maxLots: '5000', tickMs: 800 }, { label, fg: '#ffffff', bg });
const coin = (code: string, name: string, price: number, digits: number, spread: number, vol: number, label: string, bg: string) =>
  other(6, code, name, price, digits, spread, vol, { schedule: CRYPTO, leverage: CRYPTO_LEVERAGE, contractSize: '1', tickMs: 350 }, { label, fg: '#ffffff', bg });

export const INSTRUMENTS: InstrumentSeed[] = [
  fx('EUR', 'USD', 1.0852, 5, 12),
  fx('GBP', 'USD', 1.2718, 5, 15),
  fx('USD', 'JPY', 150.24, 3, 14, 0.1),
  fx('AUD', 'USD', 0.6547, 5, 14),
  fx('USD', 'CAD', 1.3612, 5, 18),
  fx('USD', 'CHF', 0.8834, 5, 16),
  fx('NZD', 'USD', 0.6012, 5, 18),
  fx('EUR', 'GBP', 0.8532, 5, 15),
  fx('EUR', 'JPY', 163.05, 3, 20, 0.1),
  fx('GBP', 'JPY', 191.1, 3, 28, 0.11),
  fx('AUD', 'JPY', 98.36, 3, 22, 0.11),
  fx('EUR', 'CHF', 0.9587, 5, 20),
  fx('EUR', 'AUD', 1.6571, 5, 24),
  fx('GBP', 'AUD', 1.9425, 5, 30),
  fx('USD', 'SGD', 1.3405, 5, 25),
  fx('USD', 'HKD', 7.7812, 5, 30, 0.02),
  metal('XAUUSD', 'Gold / US Dollar', 2651.4, 2, 30, 0.15, '100', 'Au', '#facc15'),
  metal('XAGUSD', 'Silver / US Dollar', 31.245, 3, 30, 0.25, '5000', 'Ag', '#cbd5e1'),
  metal('XPTUSD', 'Platinum / US Dollar', 952.3, 2, 250, 0.25, '50', 'Pt', '#e2e8f0'),
  metal('XPDUSD', 'Palladium / US Dollar', 1012.5, 2, 400, 0.32, '100', 'Pd', '#d6d3d1'),
  energy('USOIL', 'WTI Crude Oil', 70.42, 2, 3, 0.32, '1000', 'WTI'),
  energy('UKOIL', 'Brent Crude Oil', 74.18, 2, 3, 0.3, '1000', 'BRN'),
  energy('NGAS', 'Natural Gas', 3.142, 3, 6, 0.6, '10000', 'NG'),
  index('US30', 'Dow Jones 30', 43150.5, 1, 20, 0.14, US_INDEX, 'DJ', '#1e3a8a'),
  index('US500', 'S&P 500', 5948.25, 2, 50, 0.16, US_INDEX, '500', '#0f172a'),
  index('NAS100', 'Nasdaq 100', 20812.75, 2, 150, 0.22, US_INDEX, 'NDX', '#0e7490'),
  index('GER40', 'Germany 40', 19480.6, 1, 15, 0.17, GER_INDEX, 'DAX', '#111827', 'EUR'),
  index('UK100', 'UK 100', 8236.4, 1, 10, 0.13, UK_INDEX, 'FTSE', '#9f1239', 'GBP'),
  index('JPN225', 'Japan 225', 38520, 0, 10, 0.2, JP_INDEX, '225', '#b91c1c', 'JPY'),
  index('HK50', 'Hong Kong 50', 19560, 0, 10, 0.24, HK_INDEX, 'HSI', '#be123c', 'HKD'),
  stock('AAPL', 'Apple', 228.52, 0.26, 'AP', '#111827'),
  stock('MSFT', 'Microsoft', 421.3, 0.24, 'MS', '#2563eb'),
  stock('NVDA', 'NVIDIA', 145.62, 0.5, 'NV', '#65a30d'),
  stock('TSLA', 'Tesla', 338.74, 0.6, 'T', '#dc2626'),
  stock('AMZN', 'Amazon', 201.45, 0.32, 'a', '#f59e0b'),
  stock('GOOGL', 'Alphabet', 175.18, 0.3, 'G', '#4285f4'),
  stock('META', 'Meta Platforms', 561.9, 0.38, 'M', '#0866ff'),
  stock('BABA', 'Alibaba', 85.34, 0.42, 'BA', '#ff6a00'),
  coin('BTCUSD', 'Bitcoin', 95120.5, 2, 2000, 0.6, 'BTC', '#f7931a'),
  coin('ETHUSD', 'Ethereum', 3312.45, 2, 180, 0.7, 'ETH', '#627eea'),
  coin('SOLUSD', 'Solana', 241.36, 2, 25, 0.9, 'S', '#9945ff'),
  coin('XRPUSD', 'XRP', 1.2045, 4, 12, 0.9, 'X', '#23292f'),
  coin('BNBUSD', 'BNB', 621.8, 2, 60, 0.65, 'B', '#f0b90b'),
  coin('DOGEUSD', 'Dogecoin', 0.38214, 5, 40, 1.0, 'D', '#c2a633'),
  coin('ADAUSD', 'Cardano', 0.90312, 5, 60, 0.95, 'A', '#0033ad'),
  coin('LTCUSD', 'Litecoin', 95.48, 2, 12, 0.8, 'LTC', '#345d9d'),
];
