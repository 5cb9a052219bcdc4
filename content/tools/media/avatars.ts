import type { MediaTool } from '../types';

const updated = '2026-11-22';

export const avatarGenerator: MediaTool = {
  slug: 'avatar-generator',
  kind: 'avatar-generator',
  family: 'media',
  group: 'avatars',
  name: 'Avatar generator',
  title: 'Free Avatar Generator: 16 Styles, SVG and PNG Download',
  description:
    'Make an avatar from any name or text in 16 illustrated styles, from initials to cartoon characters. The same text gives the same avatar. Free SVG and PNG downloads.',
  lead: 'Type a name or any text, pick a style, colors and shape, and download the avatar as SVG or PNG: the same text always draws the same picture.',
  summary: 'Avatars from any name in 16 styles, as SVG or PNG.',
  keywords: [
    'profile avatar',
    'initials avatar',
    'cartoon avatar',
    'default avatar',
    'placeholder avatar',
    'identicon',
    'dicebear',
    'svg avatar',
  ],
  method: [
    'The avatars are drawn in your browser by DiceBear, an open-source avatar library. Your text, the seed, is hashed to a number that starts a repeatable random sequence, and the style takes numbers from that sequence to pick each feature: hair, eyes, mouth, clothes, colors and whether extras such as glasses appear. The same text in the same style therefore gives the same avatar on any device, which is why apps use seeded avatars as default profile pictures: store the name or user ID, and the picture can be drawn again at any time.',
    'Each style is its own set of drawings by its artist and loads only when you choose it; the largest, Notionists, is about 120 KB compressed. The avatar is an SVG, a vector image that stays sharp at any size, and Download PNG draws that SVG on a canvas at 256, 512 or 1,024 pixels square. Nothing you type is sent to a server: the text stays in your browser and in the page address, so the link reproduces the avatar.',
    'The styles are licensed by their artists, and the line under the avatar shows each license as the style package declares it. CC0 styles (Initials, Lorelei, Notionists, Open Peeps, Thumbs, Pixel Art, Shapes, Identicon) need no credit. CC BY 4.0 styles (Adventurer, Personas, Micah, Big Smile, Croodles, Fun Emoji) need a credit to the artist where you publish the picture. Avataaars and Bottts, by Pablo Stanley, are free for personal and commercial use under his terms.',
  ],
  faq: [
    {
      question: 'Does the same name always give the same avatar?',
      answer:
        'Yes. The text, the style and the options decide the picture completely, in every browser. Capital letters and punctuation count, so “Alex Rivera” and “alex rivera” give different avatars; spaces before and after the text are ignored. The link in the address bar keeps every setting, so anyone who opens it sees the same avatar.',
    },
    {
      question: 'Can I use these avatars commercially?',
      answer:
        'Yes, within each style’s license, shown under the avatar. CC0 styles such as Initials, Lorelei and Notionists can be used anywhere without credit. CC BY 4.0 styles such as Adventurer, Personas and Micah can be used commercially if you credit the artist, for example with the line shown. Avataaars and Bottts are free for personal and commercial use under Pablo Stanley’s terms. Downloaded SVGs also carry the license in their metadata.',
    },
    {
      question: 'Which format and size should I download?',
      answer:
        'PNG for profile photos on sites such as LinkedIn, Slack, Google Workspace or an applicant tracking system, which expect a photo file; 512 pixels is plenty for most, 1,024 for print or very sharp screens. SVG for websites, apps and slides: it is a small vector file that stays sharp at any size. Copy SVG puts the code on your clipboard for pasting into a design tool or web page.',
    },
    {
      question: 'Is the name I type sent anywhere?',
      answer:
        'No. The page loads the style drawings from this site and draws the avatar in your browser. The text is kept in the page address so the link can be shared, which also means it appears in your browser history; use any text you like instead of a real name.',
    },
    {
      question: 'How can HR and recruiting teams use generated avatars?',
      answer:
        'As placeholder pictures wherever people have no photo: employee directories, org charts, candidate records, onboarding checklists and training slides. Initials avatars stay recognizable without showing a face; seeded from an employee ID or email address, each person keeps the same picture everywhere it is drawn.',
    },
    {
      question: 'How do I make a round avatar with a colored ring?',
      answer:
        'Choose Circle as the shape here for a round picture with transparent corners. For a ring or border in your brand color, follow the link under the downloads: the profile picture maker opens with this avatar and adds the ring.',
    },
  ],
  related: ['profile-picture-maker', 'ai-character-generator', 'ai-portrait-generator', 'ai-logo-generator'],
  updated,
};

export const profilePictureMaker: MediaTool = {
  slug: 'profile-picture-maker',
  kind: 'profile-picture',
  family: 'media',
  group: 'avatars',
  name: 'Profile picture maker',
  title: 'Profile Picture Maker: Crop, Add a Ring, Download PNG',
  description:
    'Crop a photo to a square, add a colored ring, choose a circle or rounded shape and download a 400 or 800 px PNG. Your photo never leaves your device.',
  lead: 'Choose a photo, crop it, add a ring in your color and download a profile picture for LinkedIn, Slack or your company directory; the photo is never uploaded.',
  summary: 'Crop, frame and download a profile photo, privately.',
  keywords: [
    'profile photo',
    'headshot',
    'linkedin photo',
    'crop photo',
    'circle crop',
    'photo border',
    'pfp',
  ],
  method: [
    'Your photo is opened by your browser with createImageBitmap, upright according to the orientation your phone stored with it, and edited on a canvas in this tab. It is never uploaded, and closing the page discards it. Photos larger than 3,000 pixels on a side are scaled down to that size first: editing stays quick on a phone, and 3,000 pixels is still far more than the 800-pixel download needs.',
    'The crop is always square. At zoom 1× the square fits the shorter side of the photo; dragging or the arrow keys move it, and it never leaves the photo, so there are no empty edges. The download draws the square at 400 or 800 pixels with high-quality smoothing, cuts out the shape with transparent corners (circle or rounded) and draws the ring inside the edge, so a site that crops the picture to a circle again does not cut the ring off.',
    'The filters change the pixels directly. Grayscale uses the Rec. 709 luminance weights (21% red, 72% green, 7% blue), warm and cool shift red and blue 8% in opposite directions, and contrast pushes every color 25% further from the middle gray.',
  ],
  faq: [
    {
      question: 'Is my photo uploaded anywhere?',
      answer:
        'No. The photo is read and edited in this browser tab and the PNG is made there too; nothing is sent to a server, and closing the page discards it. You can even disconnect from the internet after the page has loaded.',
    },
    {
      question: 'What size should a profile picture be?',
      answer:
        'Most sites show profile pictures small but ask for at least 400 × 400 pixels; LinkedIn, for example, recommends 400 × 400. Download 800 × 800 when you can: it stays sharp on high-density screens and sites scale it down themselves.',
    },
    {
      question: 'What makes a good professional profile photo?',
      answer:
        'A recent photo where your face fills about half to two-thirds of the frame, taken at eye level in soft daylight against a plain background, and dressed as you would be for work. Crop so your head and the top of your shoulders show; a ring in one calm color frames it without distracting.',
    },
    {
      question: 'Why does my download have transparent corners?',
      answer:
        'Circle and rounded shapes are saved as PNG with a transparent background outside the shape, so the picture sits cleanly on any page color. Choose Square for a picture with no transparency.',
    },
    {
      question: 'Which photos can I open?',
      answer:
        'JPG, PNG, WebP and GIF (the first frame) up to 40 MB in any current browser. iPhones usually hand HEIC photos over as JPG when you pick them; if a photo still will not open, save it as JPG or PNG first. SVG drawings are not photos: use the avatar generator for those.',
    },
    {
      question: 'Can I make a profile picture without a photo?',
      answer:
        'Yes. Type a name, pick an avatar style and press Use this avatar: a generated avatar takes the photo’s place, and you can frame and download it the same way.',
    },
  ],
  related: ['avatar-generator', 'ai-portrait-generator', 'ai-face-generator', 'ai-character-generator'],
  updated,
};

export const characterGenerator: MediaTool = {
  slug: 'ai-character-generator',
  kind: 'character-generator',
  family: 'media',
  group: 'avatars',
  name: 'Illustrated character generator',
  title: 'Illustrated Character Generator for Personas and Slides',
  description:
    'Generate illustrated characters with a name, role and one-line profile for user personas, hiring scenarios and slides. Open-licensed drawings, free PNG and SVG.',
  lead: 'Get six made-up characters at a time, each an illustration with a name, a role and a one-line work profile, ready for personas, training scenarios and slides.',
  summary: 'Illustrated characters with a name and role, for personas.',
  keywords: [
    'ai character generator',
    'persona generator',
    'user persona',
    'character creator',
    'random character',
    'candidate persona',
  ],
  method: [
    'This is not an AI image generator and does not make photorealistic faces. Each character is an illustration from one of eight open-licensed DiceBear styles, with its features (face, hair, clothes, colors) picked at random from the artist’s drawings. Because they are clearly drawn, the characters read as fictional, which is what a persona or a training scenario needs.',
    'The name, role and profile line are picked from lists: 50 first and 50 last names common in the US and from many backgrounds, 20 roles at 4 levels with matching years of experience, 12 kinds of workplace and 12 working preferences that matter in hiring, such as feedback speed or pay transparency. Any resemblance to a real person is chance.',
    'Every batch has a short code that seeds all six cards, so the same code always gives the same characters and the link in the address bar brings them back. New characters draws a fresh code from your browser’s cryptographic random generator. Everything runs in your browser.',
  ],
  faq: [
    {
      question: 'Is this an AI character generator?',
      answer:
        'Not in the machine-learning sense. No model generates the pictures or the text: the characters are random combinations of hand-drawn features and of names, roles and preferences from curated lists. That keeps them consistent, clearly fictional and free of the licensing questions that AI images raise.',
    },
    {
      question: 'Can I use the characters in presentations and documents?',
      answer:
        'Yes. The names and profiles are yours to use. The drawings follow their style’s license, shown under the cards: CC0 styles (Notionists, Lorelei, Open Peeps) need no credit, CC BY 4.0 styles (Personas, Micah, Adventurer, Big Smile) need a credit to the artist, and Avataaars is free for personal and commercial use under Pablo Stanley’s terms.',
    },
    {
      question: 'How do recruiting teams use personas like these?',
      answer:
        'To picture the candidates a job ad is written for, to role-play interviews in interviewer training, to illustrate hiring process maps and to test a careers page against what different applicants care about. Replace the line with what your own candidate research shows.',
    },
    {
      question: 'Are these real people?',
      answer:
        'No. Names, roles, workplaces and preferences are combined at random, and the drawings are illustrations, so no card describes or depicts a real person.',
    },
    {
      question: 'Can I get the same characters again?',
      answer:
        'Yes: the link in the address bar holds the batch code and the style, so opening it draws the same six characters with the same names and lines.',
    },
  ],
  related: ['avatar-generator', 'ai-portrait-generator', 'ai-face-generator', 'profile-picture-maker'],
  updated,
};
