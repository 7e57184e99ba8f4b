/** Short answers about the product's main tasks, shown on the Support page. */
export const SUPPORT_FAQ: { question: string; answer: string }[] = [
  {
    question: "How do I add or change my services and prices?",
    answer:
      "Open Service Builder. Add services one by one, or start from a Price Book template. Each service has a price, a unit (flat, hourly, per square foot or per item), an estimated time, and optionally a labor rate and a fee.",
  },
  {
    question: "How do customers reach my calculator?",
    answer:
      "Share the address shown on Company Profile (/calculator?company=your-address), or embed it on your website from Calculator Setup. If you change the address, links with the old one keep working.",
  },
  {
    question: "Where do estimate requests go?",
    answer:
      "Every request appears under Estimates, where you can set its status and add notes, and you get an email at your company's contact address.",
  },
  {
    question: "What happens with customers outside my service area?",
    answer:
      "When you list ZIP codes under Service Areas, the calculator asks customers for theirs. Someone outside your area is told so politely and can still send a request; it is marked 'Outside service area' for you.",
  },
  {
    question: "How do I change my logo?",
    answer:
      "On Company Profile, upload a PNG, JPEG or WebP image up to 1 MB. It shows in the dashboard and on your calculator; remove it to show your initials instead.",
  },
  {
    question: "I think someone else used my account. What should I do?",
    answer:
      "On Account, change your password: every other device is signed out at once. 'Sign out everywhere' ends all sessions, including this one.",
  },
];
