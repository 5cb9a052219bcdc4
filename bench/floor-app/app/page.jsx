export default function FloorPage() {
  return (
    <main>
      <h1>Floor page</h1>
      <p>The framework with nothing added: the JavaScript and CSS every template is compared with.</p>
    </main>
  );
}
