import { accountCall } from '../../ui/account/forms/submit';

/** A postal address as the identity service keeps it (spec 2, 9 bounds). */
export interface Address {
  line1?: string;
  line2?: string;
  locality?: string;
  region?: string;
  country?: string;
}

export interface Attribute {
  name: string;
  value: string;
}

/** The profile fields the account pages read (spec 2, 3). */
export interface Profile {
  firstName?: string;
  lastName?: string;
  email?: string;
  addresses?: Address[];
  attributes?: Attribute[];
}

const PROFILE = '/identity/public/v1/profile';

export const loadProfile = () => accountCall<Profile>(PROFILE, undefined, 'GET');
/** PATCH /v1/profile (spec 2, 7): the fields sent replace the stored ones; the uuid is never sent (spec 2, 5). */
export const patchProfile = ({ uuid: _uuid, ...fields }: Profile & { uuid?: unknown }) =>
  accountCall<Profile>(PROFILE, fields, 'PATCH');
