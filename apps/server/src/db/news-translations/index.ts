/** The seed articles in every language but English (which lives in ../news-seed.ts), by slug. */
import type { ArticleText } from '../news-seed.js';
import jp from './jp.js';
import kr from './kr.js';
import hk from './hk.js';
import th from './th.js';
import vn from './vn.js';
import fr from './fr.js';
import de from './de.js';
import ru from './ru.js';
import spa from './spa.js';
import pt from './pt.js';
import it from './it.js';
import ar from './ar.js';
import tr from './tr.js';
import id from './id.js';
import my from './my.js';
import hi from './hi.js';
import cs from './cs.js';
import fa from './fa.js';
import fi from './fi.js';
import et from './et.js';

/** By language code (§9); every language of LANGS but English (news-translations.test.ts checks). */
export const NEWS_TRANSLATIONS: Record<string, Record<string, ArticleText>> = { jp, kr, hk, th, vn, fr, de, ru, spa, pt, it, ar, tr, id, my, hi, cs, fa, fi, et };
