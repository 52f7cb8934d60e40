/**
 * The checks of the identity form before it is sent (§5: name, ID number, front and back photos
 * all required), by the contract's rules the server applies again. Each failing field gets its
 * message key, so the message can be shown under the field.
 */
import type { UploadedImage } from '../../ui/ProofUploader';

export interface IdentityFields {
  name: string;
  card_id: string;
  front: UploadedImage | null;
  back: UploadedImage | null;
}

export type IdentityProblemKey =
  | 'auth_page.name_required'
  | 'auth_page.card_id_required'
  | 'auth_page.card_id_invalid'
  | 'auth_page.front_required'
  | 'auth_page.back_required'
  | 'auth_page.photos_same';

export type IdentityProblems = Partial<Record<keyof IdentityFields, IdentityProblemKey>>;

/** The contract's ID number: letters, digits, spaces and dashes (any script). */
const CARD_ID = /^[\p{L}\p{N}\s-]+$/u;

export function identityProblems(fields: IdentityFields): IdentityProblems {
  const problems: IdentityProblems = {};
  if (!fields.name.trim()) problems.name = 'auth_page.name_required';
  const cardId = fields.card_id.trim();
  if (!cardId) problems.card_id = 'auth_page.card_id_required';
  else if (!CARD_ID.test(cardId)) problems.card_id = 'auth_page.card_id_invalid';
  if (!fields.front) problems.front = 'auth_page.front_required';
  if (!fields.back) problems.back = 'auth_page.back_required';
  // The server refuses one picture for both sides.
  else if (fields.front?.ref === fields.back.ref) problems.back = 'auth_page.photos_same';
  return problems;
}
