/** Inline icons (decorative: aria-hidden; the button or link around them carries the label). */
interface IconProps {
  className?: string;
}

function Svg({ className = 'shop-icon', children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A path's `d`, or a circle's centre and radius. */
type Shape = string | [cx: number, cy: number, r: number];

/** An icon drawn by its shapes, in order. */
function icon(...shapes: Shape[]) {
  return (p: IconProps) => (
    <Svg {...p}>
      {shapes.map((shape) =>
        typeof shape === 'string' ? (
          <path key={shape} d={shape} />
        ) : (
          <circle key={shape.join()} cx={shape[0]} cy={shape[1]} r={shape[2]} />
        ),
      )}
    </Svg>
  );
}

export const CartIcon = icon(
  [9, 20, 1.4],
  [18, 20, 1.4],
  'M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 7H6',
);
export const HeartIcon = icon(
  'M20.8 5.6a5 5 0 0 0-7.1 0L12 7.3l-1.7-1.7a5 5 0 1 0-7.1 7.1L12 21.5l8.8-8.8a5 5 0 0 0 0-7.1z',
);
export const CompareIcon = icon('M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4');
export const UserIcon = icon([12, 8, 4], 'M4 21c0-4 3.6-7 8-7s8 3 8 7');
export const SearchIcon = icon([11, 11, 7], 'M21 21l-4.3-4.3');
export const MenuIcon = icon('M3 6h18M3 12h18M3 18h18');
export const EyeIcon = icon('M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z', [12, 12, 3]);
export const TruckIcon = icon('M1 4h14v12H1zM15 8h4l4 4v4h-8', [6, 18, 2], [18, 18, 2]);
export const ShieldIcon = icon('M12 2l8 3v6c0 5-3.5 9.5-8 11-4.5-1.5-8-6-8-11V5z', 'M8.5 12l2.5 2.5 4.5-5');
export const TagIcon = icon(
  'M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z',
  [7, 7, 1.5],
);
