import { describe, expect, it } from 'vitest';
import { chartFigureTable } from './chart-figures';

describe('chartFigureTable', () => {
  it('lays the charts out a row a bar, a column a series name, empty where a chart has no such series', () => {
    const { columns, rows } = chartFigureTable(
      [
        { title: 'Pressure, Steer tires', spec: { kind: 'bar', categories: ['100–105', '105–110'], series: [{ name: 'Tires', data: [4, 7] }] } },
        {
          title: 'Exceptions by location',
          spec: { kind: 'stacked-bar', categories: ['Y1 Yard'], series: [{ name: 'Warning', data: [2] }, { name: 'Critical', data: [null] }] },
        },
        { title: 'Nothing to chart', spec: { kind: 'bar', categories: [], series: [{ name: 'Tires', data: [] }] } },
      ],
      'Range or location',
    );
    expect(columns.map((column) => [column.header, column.kind])).toEqual([
      ['Graph', undefined],
      ['Range or location', undefined],
      ['Tires', 'integer'],
      ['Warning', 'integer'],
      ['Critical', 'integer'],
    ]);
    const cells = rows.map((row) => columns.map((column) => row[column.key]));
    expect(cells).toEqual([
      ['Pressure, Steer tires', '100–105', 4, undefined, undefined],
      ['Pressure, Steer tires', '105–110', 7, undefined, undefined],
      ['Exceptions by location', 'Y1 Yard', undefined, 2, null],
    ]);
  });
});
