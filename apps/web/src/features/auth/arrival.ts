import type { ArrivalInfo } from '@ventura/shared';

const read = (storage: Storage, key: string) => storage.getItem(key)?.trim() || undefined;

/** The arrival parameters the app stored at start (spec 9), as registration sends them. */
export const storedArrival = (storage: Storage = localStorage): ArrivalInfo => {
  const autoApply = read(storage, 'autoApply');
  const arrival: ArrivalInfo = {
    referralCode: read(storage, 'referralCode'),
    program: read(storage, 'program'),
    autoApply: autoApply === undefined ? undefined : ['true', '1', 'yes'].includes(autoApply.toLowerCase()),
    inviteCode: read(storage, 'inviteCode'),
    partner: read(storage, 'partner'),
  };
  return Object.fromEntries(Object.entries(arrival).filter(([, value]) => value !== undefined));
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A partner arrival parameter is a partner's uuid when it came from a partner link. */
export const partnerIdOf = (partner: string | undefined) =>
  partner && uuidPattern.test(partner) ? partner : undefined;
