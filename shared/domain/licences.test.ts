import { describe, expect, it } from 'vitest';
import { goodsScopes, licenceValidity, missingScope, requiredLicences } from './licences';

describe('licenceValidity', () => {
  it.each([
    ['2026-12-31', '2026-06-01', 'valid'],
    ['2026-12-31', '2026-11-30', 'valid'],
    ['2026-12-31', '2026-12-01', 'expiring'],
    ['2026-12-31', '2026-12-31', 'expiring'],
    ['2026-12-31', '2027-01-01', 'expired'],
    ['2027-03-01', '2027-01-30', 'expiring'],
  ])('a licence to %s on %s is %s', (expiresOn, today, state) => {
    expect(licenceValidity(expiresOn, today)).toBe(state);
  });
});

describe('scope', () => {
  it('ephedrine-type goods need the 含麻 scope besides their kind', () => {
    expect(goodsScopes({ kind: 'western', isEphedrine: true })).toEqual(['化学药制剂', '含麻黄碱类复方制剂']);
    expect(missingScope({ kind: 'western', isEphedrine: true }, ['化学药制剂'])).toBe('含麻黄碱类复方制剂');
    expect(missingScope({ kind: 'device', isEphedrine: false }, ['医疗器械'])).toBeNull();
  });

  it('clinics upload a 医疗机构执业许可证, pharmacies a drug licence and GSP', () => {
    expect(requiredLicences('clinic')).toEqual(['business', 'medical', 'proxy', 'id_card']);
    expect(requiredLicences('pharmacy')).toEqual(['business', 'drug', 'gsp', 'proxy', 'id_card']);
  });
});
