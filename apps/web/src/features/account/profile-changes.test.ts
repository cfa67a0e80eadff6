// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  emailRequiredText,
  keepEmail,
  needsConfirmation,
  type ProfileFormValues,
  profileChanges,
  profileFormErrors,
  savedText,
} from './profile-changes.ts';

const saved: ProfileFormValues = {
  name: 'Meera Iyer',
  gender: 'female',
  email: 'meera@tatvasteel.demo',
  whatsappNumber: '',
};

describe('profileChanges', () => {
  it('is empty when nothing changed but spacing or the case of the email', () => {
    expect(profileChanges(saved, { ...saved, name: ' Meera Iyer ', email: 'Meera@TatvaSteel.demo' })).toEqual({});
  });

  it('sends only the fields that changed, trimmed', () => {
    expect(profileChanges(saved, { ...saved, name: ' Meera S. Iyer ', whatsappNumber: ' 9800000030 ' })).toEqual({
      name: 'Meera S. Iyer',
      whatsappNumber: '9800000030',
    });
  });

  it('sends null for a cleared email, WhatsApp number or gender', () => {
    const before = { ...saved, whatsappNumber: '9800000030' };
    expect(profileChanges(before, { ...before, gender: null, email: '  ', whatsappNumber: '' })).toEqual({
      gender: null,
      email: null,
      whatsappNumber: null,
    });
  });
});

describe('profileFormErrors', () => {
  it('checks the changes with the shared schema', () => {
    expect(profileFormErrors(saved, { ...saved, name: 'M', email: 'meera@', whatsappNumber: '12ab' }, true)).toEqual({
      name: 'Enter your name',
      email: 'Enter a valid email address',
      whatsappNumber: 'Enter a valid mobile number',
    });
  });

  it('does not hold back a save over a field that was not touched', () => {
    const legacy = { ...saved, whatsappNumber: '12' };
    expect(profileFormErrors(legacy, { ...legacy, name: 'Meera Iyer-Rao' }, true)).toEqual({});
  });

  it('keeps the email of an account that cannot sign in by mobile', () => {
    expect(profileFormErrors(saved, { ...saved, email: '' }, false)).toEqual({ email: emailRequiredText });
    expect(profileFormErrors(saved, { ...saved, email: '' }, true)).toEqual({});
  });
});

describe('email changes', () => {
  it('need a confirmation code when the email changes or goes, and only then', () => {
    expect(needsConfirmation(profileChanges(saved, { ...saved, email: 'meera@iyer.demo' }))).toBe(true);
    expect(needsConfirmation(profileChanges(saved, { ...saved, email: '' }))).toBe(true);
    expect(needsConfirmation(profileChanges(saved, { ...saved, name: 'Meera S. Iyer' }))).toBe(false);
  });

  it('say what the save did', () => {
    expect(savedText({ email: 'meera@iyer.demo' }, { pendingEmail: 'meera@iyer.demo' })).toBe(
      'Saved. We sent a link to meera@iyer.demo: your sign-in email changes when you open it.',
    );
    expect(savedText({ email: null }, { pendingEmail: null })).toBe(
      'Your email address was removed. You sign in with your mobile number now.',
    );
    expect(savedText({ name: 'Meera S. Iyer' }, { pendingEmail: 'meera@iyer.demo' })).toBe('Your details are saved.');
  });

  it('are cancelled by sending the current sign-in email again', () => {
    expect(keepEmail({ email: 'meera@tatvasteel.demo' })).toEqual({
      body: { email: 'meera@tatvasteel.demo' },
      label: 'Keep meera@tatvasteel.demo',
    });
    expect(keepEmail({ email: null })).toEqual({ body: { email: null }, label: 'Cancel the change' });
  });
});
