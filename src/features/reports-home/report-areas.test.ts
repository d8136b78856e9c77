import { describe, expect, it } from 'vitest';
import { REPORT_AREAS, visibleReportAreas } from './report-areas';

const paths = (group: 'CUS' | 'DLR' | 'WIN' | 'GYR', codes: string[]) => visibleReportAreas(REPORT_AREAS, { group, user_access_securities: codes }).map((a) => a.path);

describe('visibleReportAreas', () => {
  it('hides areas whose security code the user lacks', () => {
    const visible = paths('CUS', ['TVLOGIN', 'TMLOGIN']);
    expect(visible).toContain('/checkpoint');
    expect(visible).not.toContain('/fleet-condition-report');
    expect(visible).not.toContain('/fleet-dashboard');
  });

  it('shows coded areas to a user holding the code', () => {
    expect(paths('CUS', ['TVFLTCNR', 'FDLOGIN'])).toEqual(expect.arrayContaining(['/fleet-condition-report', '/fleet-dashboard']));
  });

  it('keeps dealer survey reports for dealers alone', () => {
    expect(paths('CUS', [])).not.toContain('/dlrtireoptix');
    expect(paths('GYR', [])).not.toContain('/dlrtireoptix');
    expect(paths('DLR', [])).toContain('/dlrtireoptix');
    expect(paths('WIN', [])).toContain('/dlrtireoptix');
  });
});
