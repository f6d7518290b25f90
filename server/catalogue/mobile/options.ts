import type { OptionItem } from '../../../src/domain/catalogue-types';
import { STREAMING_BOOST_PERCENT, STREAMING_BOOSTS, VIDEO_STREAMING } from '../../../src/domain/offer-figures';

/** Mobile options; the streaming boosts share a grouping_id because only one of them can be booked (spec §4). */
export const MOBILE_ITEMS: OptionItem[] = [
  ...STREAMING_BOOSTS.map((boost): OptionItem => ({
    concrete_product_id: `OP-STREAMING-${boost.size}`,
    product_name: `Streaming-Option ${boost.size}`,
    description: `${STREAMING_BOOST_PERCENT} % mehr Datenvolumen fürs Streaming: ${boost.fromGb} GB werden zu ${boost.toGb} GB.`,
    kind: 'option',
    mandatory: false,
    grouping_id: 'streaming-boost',
    conditions: [{ type: 'monthly', amount_cents: boost.cents, footnotes: ['STREAMING_OPTION'] }],
    footnotes: ['STREAMING_OPTION'],
    requires_german_residence: true,
  })),
  {
    concrete_product_id: 'OP-VIDEO-STREAMING',
    product_name: 'Video-Streaming-Option',
    description: 'Filme und Serien eines Video-Streamingdienstes, monatlich kündbar.',
    kind: 'option',
    mandatory: false,
    grouping_id: 'video-streaming',
    conditions: [{ type: 'monthly', amount_cents: VIDEO_STREAMING.cents, footnotes: ['VIDEO_STREAMING'] }],
    footnotes: ['VIDEO_STREAMING'],
    requires_german_residence: true,
  },
];
