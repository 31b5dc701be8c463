/**
 * What the profile screen's header card and its form island share: whether the form is being edited (the
 * header's Edit Profile button starts it, Save or Cancel end it) and the profile as last saved, so that the
 * header shows the new name and email without a reload.
 */
import { atom } from 'nanostores';
import type { ProfileInput } from '../lib/profile';

export const EDIT_PROFILE_BUTTON_ID = 'edit-profile';
export const PROFILE_FORM_ID = 'profile-form';

export const $profileEditing = atom(false);
export const $savedProfile = atom<ProfileInput | null>(null);

export function startEditingProfile(): void {
  $profileEditing.set(true);
}

export function stopEditingProfile(): void {
  $profileEditing.set(false);
}

export function profileSaved(profile: ProfileInput): void {
  $savedProfile.set(profile);
  $profileEditing.set(false);
}
