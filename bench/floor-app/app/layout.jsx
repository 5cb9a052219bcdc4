// Plain JSX on purpose: a .tsx file would make Next write a tsconfig.json into this fixture.
export const metadata = {
  title: 'Floor page',
  description: 'A bare page of the framework, the floor every template of the site is measured against.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
