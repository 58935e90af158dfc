/** Questions shown on the hub landing page. */
export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Is this affiliated with my school?',
    answer:
      'No. We are an independent marketplace for students and are not affiliated with, endorsed by or ' +
      'sponsored by any school.',
  },
  {
    question: 'Do I need a .edu e-mail?',
    answer:
      'Yes. You join your campus by verifying your school (.edu) e-mail address, so everyone you buy from ' +
      'or sell to is a fellow student.',
  },
  {
    question: 'My school is missing. What can I do?',
    answer:
      'Request it by sending us a direct message on our social account with the name of your school, and ' +
      'we will look into adding it.',
  },
  {
    question: 'How do I pay?',
    answer:
      'You pay the seller in person when you meet, after you have inspected the item. Boosting a post is ' +
      'paid by card through our secure checkout.',
  },
  {
    question: 'Is it free?',
    answer:
      'Yes. Posting, messaging, buying and selling are free. Boosting a post into a sponsored ad is ' +
      'optional and costs $5 a day.',
  },
  {
    question: 'How old must I be?',
    answer: 'You must be at least 16 years old and a resident of the United States.',
  },
  {
    question: 'How fast can I post an item?',
    answer:
      'In under 30 seconds: add photos, a price and a category, and your post is live on your campus feed.',
  },
];

/** Short step texts for the hub's how-it-works guide. */
export const HOW_IT_WORKS: { buying: readonly string[]; selling: readonly string[] } = {
  buying: [
    'Send the seller a direct message or comment on the post.',
    'Make an offer and agree on a price.',
    'Meet in a safe, public spot on or near campus.',
    'Inspect the item before you pay.',
    'Pay in person when you meet.',
  ],
  selling: [
    'Verify your school e-mail.',
    'Post your item with photos, a price and a category in under 30 seconds.',
    'Answer messages and comments from buyers.',
    'Meet the buyer in a safe, public spot and get paid in person.',
    'Optionally boost your post into a sponsored ad for $5 a day.',
  ],
};
