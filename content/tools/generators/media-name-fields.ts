import type { GenField } from '@/lib/generators/types';
import { keywordsField, maxLengthField, select, styleField, text } from './fields';

/** The inputs of the blog, podcast and YouTube name generators. */
export function mediaNameFields(options: {
  keywords: string;
  placeholder: string;
  topicLabel: string;
  topic: string;
  topics: readonly { value: string; label: string }[];
  host?: { label: string; placeholder: string };
}): GenField[] {
  return [
    keywordsField(options.placeholder, options.keywords),
    select('topic', options.topicLabel, options.topic, options.topics),
    styleField(),
    ...(options.host
      ? [
          text('host', options.host.label, '', {
            placeholder: options.host.placeholder,
            maxLength: 30,
            help: 'Optional.',
          }),
        ]
      : []),
    maxLengthField('28'),
  ];
}
