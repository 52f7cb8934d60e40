/** Server messages in every product language, by message key. */
import type { Lang } from '@leverline/contract';
import en from './messages/en.json' with { type: 'json' };
import jp from './messages/jp.json' with { type: 'json' };
import kr from './messages/kr.json' with { type: 'json' };
import hk from './messages/hk.json' with { type: 'json' };
import th from './messages/th.json' with { type: 'json' };
import vn from './messages/vn.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import ru from './messages/ru.json' with { type: 'json' };
import spa from './messages/spa.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import ar from './messages/ar.json' with { type: 'json' };
import tr from './messages/tr.json' with { type: 'json' };
import id from './messages/id.json' with { type: 'json' };
import my from './messages/my.json' with { type: 'json' };
import hi from './messages/hi.json' with { type: 'json' };
import cs from './messages/cs.json' with { type: 'json' };
import fa from './messages/fa.json' with { type: 'json' };
import fi from './messages/fi.json' with { type: 'json' };
import et from './messages/et.json' with { type: 'json' };

export type Catalogue = typeof en;
export type TextKey = keyof Catalogue;

const catalogues: Record<Lang, Catalogue> = {
  en, jp, kr, hk, th, vn, fr, de, ru, spa, pt, it, ar, tr, id, my, hi, cs, fa, fi, et,
};

/** The text of `key` in `lang` (English when a language lacks it), with {{name}} filled in. */
export function translate(lang: Lang, key: TextKey, params: Record<string, string | number> = {}): string {
  const template = catalogues[lang][key] ?? en[key];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    return value === undefined ? '' : String(value);
  });
}

/** The phrase naming a request field inside "Please check {{field}}". */
export function fieldName(lang: Lang, field: string): string {
  const key = `field.${field}` as TextKey;
  return translate(lang, key in en ? key : 'field.other');
}
