export type Quote = { text: string; author: string };

/**
 * The morning popup's 15 quotes (docs/product.md, Morning popup): about good work, serving
 * customers and working as a team, each with the person who said or wrote it.
 */
export const QUOTES: readonly Quote[] = [
  { text: 'Well done is better than well said.', author: 'Benjamin Franklin' },
  { text: 'Diligence is the mother of good luck.', author: 'Benjamin Franklin' },
  { text: 'An ounce of prevention is worth a pound of cure.', author: 'Benjamin Franklin' },
  { text: 'Alone we can do so little; together we can do so much.', author: 'Helen Keller' },
  {
    text: 'Talent wins games, but teamwork and intelligence win championships.',
    author: 'Michael Jordan',
  },
  {
    text: 'We are what we repeatedly do. Excellence, then, is not an act, but a habit.',
    author: 'Will Durant',
  },
  {
    text: 'Your most unhappy customers are your greatest source of learning.',
    author: 'Bill Gates',
  },
  { text: 'The only way to do great work is to love what you do.', author: 'Steve Jobs' },
  { text: "Be so good they can't ignore you.", author: 'Steve Martin' },
  {
    text: 'Quality in a product or service is not what the supplier puts in. It is what the customer gets out and is willing to pay for.',
    author: 'Peter Drucker',
  },
  {
    text: 'When you have eliminated the impossible, whatever remains, however improbable, must be the truth.',
    author: 'Arthur Conan Doyle',
  },
  {
    text: 'Great things are not done by impulse, but by a series of small things brought together.',
    author: 'Vincent van Gogh',
  },
  {
    text: 'Knowing is not enough; we must apply. Willing is not enough; we must do.',
    author: 'Johann Wolfgang von Goethe',
  },
  { text: "Quality is free. It's not a gift, but it is free.", author: 'Philip Crosby' },
  {
    text: 'Waste no more time arguing about what a good man should be. Be one.',
    author: 'Marcus Aurelius',
  },
];
