import type { ReferenceArticle } from './types';

const text = `The man at the next table was wearing a hat shaped like a slice of watermelon, and for a while I could not stop looking at it. It was only later, scrolling through the café's Wi-Fi menu, that I noticed two networks with almost the same name.

That second network is the real subject of this column. Fake Wi-Fi hotspots that copy the name of a café or airport network are one of the easiest ways for criminals to steal passwords, and you can protect yourself with three simple habits.

The trick is called an evil twin. Someone nearby sets up a hotspot named, say, Corner Cafe Free WiFi, and waits for phones to connect. Everything you send through it passes through their laptop first. On sites without encryption they can read it directly, and they can also show you fake login pages that look exactly like the real thing.

The first habit is to ask staff for the exact network name before you connect, and to forget the network when you leave so your phone does not join a lookalike later. The second is to check for the padlock and the correct address before typing a password; if a login page appears where none should, close it. The third is to use your phone's mobile data or a reputable VPN for anything sensitive, such as banking.

It also helps to turn on two-factor authentication for your email and bank accounts. Even if someone steals your password, they cannot log in without the code sent to your phone.

Security researchers say evil twin attacks are rising because the equipment costs less than 100 dollars. Most victims never find out how their accounts were broken into.

As for the watermelon hat, I never found out where he bought it.`;

const main =
  'Fake Wi-Fi hotspots that copy the name of a café or airport network are one of the easiest ways for criminals to steal passwords, and you can protect yourself with three simple habits.';

export const hookEvilTwinWifi: ReferenceArticle = {
  id: 'hook-evil-twin-wifi',
  kind: 'column with a colourful hook before the point',
  text,
  main,
  key: [
    main,
    'Everything you send through it passes through their laptop first.',
    'The first habit is to ask staff for the exact network name before you connect, and to forget the network when you leave so your phone does not join a lookalike later.',
    'The second is to check for the padlock and the correct address before typing a password; if a login page appears where none should, close it.',
    "The third is to use your phone's mobile data or a reputable VPN for anything sensitive, such as banking.",
  ],
};
