/** Default site settings; staff edit them later from the console. */
export const DEFAULT_SETTINGS: Record<string, string> = {
  title: 'Leverline',
  service_link: '',
  /** 1 = open the link in the in-app frame, 2 = open it in a new window. */
  service_link_type: '1',
  /** 2 = picture captcha on registration; 1 = e-mail or SMS code. */
  verify_reg_type: '1',
  /** 1 = fee is lots × rate; 2 = margin × rate. */
  trade_fee_type: '2',
  /** 1 = area code + phone, 3 = phone only. */
  is_show_mobile: '1',
  /** Virtual USD credited to a new demo account. */
  demo_start_balance: '10000',
  /** Margin level (percent) at which the engine closes positions, worst loss first. */
  stop_out_level: '50',
  /** Margin level (percent) at which traders are warned, before the stop-out. */
  margin_call_level: '100',
  /** Margin levels (percent) above the margin call that warn traders on the way down, highest first. */
  margin_warning_levels: '150,120',
  /** Staff balance adjustments above this many USD (either way) need a second staff member. */
  adjust_approval_usd: '1000',
  /** Hours a newly bound payout method waits before it may receive a withdrawal. */
  payout_cooling_hours: '24',
  /**
   * Credits (deposits approved and adjustments) one staff member may give alone in a UTC day, and
   * credits one user may receive in a UTC day; past either, each further credit needs a second
   * staff member (console/credit-approval.ts).
   */
  credit_daily_staff_usd: '10000',
  credit_daily_user_usd: '5000',
  /** Contact and complaint addresses shown on their pages; empty until the broker enters its own. */
  company_email: '',
  complaint_email: '',
  /** getCompanyStatus for the site: 0 carry on; otherwise clients go to company_loss_url. */
  company_status: '0',
  company_status_type: '0',
  company_loss_url: '',
  /** Hour (UTC) of the daily rollover that charges overnight financing (21:00 UTC is 17:00 in New York in winter). */
  rollover_hour_utc: '21',
  /** Weekday (0 Sunday … 6 Saturday) whose rollover counts three nights, carrying the weekend. */
  swap_triple_weekday: '3',
  /** Retail protections preset: none, esma or asic (domain compliance.ts); empty until the owner chooses, read as none. */
  jurisdiction: '',
  /**
   * ISO 3166-1 alpha-2 codes, comma separated, of the countries the service is not provided to
   * (spec §1): their residents, phone numbers and network addresses cannot open or fund a real
   * account. Compliance staff change it (modules/compliance/residence.service.ts).
   */
  restricted_countries: 'KP,IL,CN,VU,CU',
};
