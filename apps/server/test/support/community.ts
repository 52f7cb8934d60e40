/** Helpers of the community tests: the partner companies a broker lists, entered in the console. */
import { expect } from 'vitest';
import type { Harness } from './harness.js';
import { staffMember } from './funding.js';

/** Three partner companies on reserved example domains (a new installation lists none). */
export const PARTNER_COMPANIES = [
  {
    name: 'Harbourline Capital Markets',
    url: 'https://harbourline.example/',
    website: 'https://harbourline.example/',
    subject: 'Harbourline Capital Markets Ltd',
    registered_address: '18 Queensway, Admiralty, Hong Kong',
    location: 'Level 22, 1 Connaught Place, Central, Hong Kong',
    email: 'partners@harbourline.example',
  },
  {
    name: 'Northgate Brokerage',
    url: 'https://northgate-brokerage.example/',
    website: 'https://northgate-brokerage.example/',
    subject: 'Northgate Brokerage Services OÜ',
    registered_address: 'Narva mnt 5, 10117 Tallinn, Estonia',
    location: 'Rotermanni 8, 10111 Tallinn, Estonia',
    email: 'desk@northgate-brokerage.example',
  },
  {
    name: 'Meridian Trade Partners',
    url: 'https://meridian-trade.example/',
    website: 'https://meridian-trade.example/',
    subject: 'Meridian Trade Partners SARL',
    registered_address: '12 Rue du Rhône, 1204 Genève, Switzerland',
    location: '12 Rue du Rhône, 1204 Genève, Switzerland',
    email: 'contact@meridian-trade.example',
  },
];

/** Enters PARTNER_COMPANIES through the console, as a content editor would. */
export async function setUpCompanies(h: Harness): Promise<void> {
  const content = await staffMember(h, 'content');
  for (const company of PARTNER_COMPANIES) {
    const reply = await h.post('/admin/api/company/save', company, { token: content.token });
    expect(reply.code, reply.msg).toBe(1);
  }
}
