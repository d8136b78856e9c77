import { useLingui } from '@lingui/react/macro';
import type { AxleDefinition } from '../../data/types';
import { axleLayout, axlePattern } from './axle-layout';

const AXLE_COLOURS: Record<AxleDefinition['position_class'], string> = { steer: '#0b1f4b', drive: '#1746a2', trail: '#4f5a70', unknown: '#4f5a70' };

/** A small top view of an axle configuration: front at the left, singles and duals drawn as such. */
export function AxleLayoutPreview({ axles, scale = 1 }: { axles: AxleDefinition[]; scale?: number }) {
  const { t } = useLingui();
  const layout = axleLayout(axles);
  const pattern = axlePattern(axles);
  return (
    <svg
      className="fs-axle-preview"
      role="img"
      aria-label={t`${axles.length} axles, tires per axle ${pattern}, front at the left`}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width * scale}
      height={layout.height * scale}
    >
      <rect {...layout.chassis} rx={3} fill="#d6dce8" />
      {layout.axles.map((a) => (
        <line
          key={a.axle_number}
          x1={a.x}
          x2={a.x}
          y1={8}
          y2={layout.height - 8}
          stroke={AXLE_COLOURS[a.position_class]}
          strokeWidth={3}
          strokeDasharray={a.is_lift ? '4 3' : undefined}
        />
      ))}
      {layout.wheels.map((w, i) => (
        <rect key={i} x={w.x} y={w.y} width={w.width} height={w.height} rx={2} fill="#18213a" />
      ))}
    </svg>
  );
}
