import type { UserProfile } from 'contracts/src/account/profile';
import type { UserRow } from '../db/databaseSchema';
import { photoUrl } from './photoFiles';

/** GET profile's answer, also given back by every call that changes the profile. */
export function toProfile(user: UserRow): UserProfile {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    country_code: user.country_code,
    profile_pic: user.profile_photo === null ? null : photoUrl(user.profile_photo),
    email_confirmed: user.email_confirmed_at !== null,
    role: user.role,
  };
}
