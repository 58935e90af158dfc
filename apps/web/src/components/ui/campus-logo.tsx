import type { Campus } from '@campus/domain';

/** The campus's drawn logo; decorative when its name is shown beside it. */
export function CampusLogo({
  campus,
  size = 40,
  decorative = false,
}: {
  campus: Campus;
  size?: number;
  decorative?: boolean;
}) {
  return (
    <img
      src={campus.logo}
      width={size}
      height={size}
      alt={decorative ? '' : `${campus.name} logo`}
      style={{ borderRadius: size / 4.5, flex: 'none' }}
    />
  );
}
