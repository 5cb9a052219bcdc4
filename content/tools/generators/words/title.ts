import type { TitleWords } from '@/lib/generators/engines/title';

/**
 * Blog and article title formulas by type, and each type's label on the cards. {T} is the topic,
 * {K} the keyword (the topic when none), {A} the audience, {a} one of them, {n} a list size.
 */
export const TITLE_WORDS: TitleWords = {
  formulas: {
    'how-to': [
      'How to Get {T} Right: A Step-by-Step Guide',
      'How to Improve {T} (Even If You’re Short on Time)',
      'How to Plan {T} Without the Guesswork',
      'How {A} Can Improve {T}',
      'How to Master {T} in {n} Simple Steps',
      'How to Get Started With {K}',
    ],
    listicle: [
      '{n} {K} Tips Every {a} Should Know',
      '{n} Ways to Improve {T}',
      '{n} {K} Ideas That Actually Work',
      '{n} Proven Strategies for Better {T}',
      '{n} {K} Examples to Learn From',
      '{n} {K} Tools Worth Trying',
    ],
    question: [
      'What Should {A} Know About {K}?',
      'Why Does {K} Matter for {A}?',
      'Is Your Team Ready for {T}?',
      'What Do {A} Get Wrong About {K}?',
      'How Much Does {K} Really Cost?',
      'Should You Invest in {T}? Pros, Cons and Next Steps',
    ],
    guide: [
      'The Complete Guide to {K}',
      '{K}, Explained in Plain English',
      '{K}: The Ultimate Guide for {A}',
      'The Beginner’s Guide to {K}',
      '{K} 101: Everything {A} Need to Know',
      'A Practical Guide to {K} for {A}',
      'The {K} Playbook: From First Steps to Results',
    ],
    mistakes: [
      '{n} {K} Mistakes (and How to Avoid Them)',
      'Stop Making These {n} {K} Mistakes',
      'The Biggest {K} Mistake {A} Make',
      '{n} Signs Your {K} Needs Work',
      'Why Your {K} Isn’t Working, and How to Fix It',
    ],
    comparison: [
      '{K} vs. the Alternatives: Which Is Right for You?',
      '{K}: Pros, Cons and When to Use It',
      'The Best {K} Options Compared',
      '{K} Compared: What {A} Should Choose',
    ],
  },
  typeLabels: {
    'how-to': 'How-to',
    listicle: 'List post',
    question: 'Question',
    guide: 'Guide',
    mistakes: 'Mistakes to avoid',
    comparison: 'Comparison',
  },
};
