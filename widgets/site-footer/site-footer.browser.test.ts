// <yp-site-footer> from the built embed bundle against the real server.
import { API, apiData, assert, assertEqual, loadBundle, mount, must, shadow, shadowText, waitFor } from '../../tests/browser/util.js';

interface Footer {
  help: { name: string; children: { id: number }[] }[];
  icp: string;
  company: string;
}

describe('<yp-site-footer>', () => {
  let footer: HTMLElement;
  let data: Footer;

  before(async () => {
    await loadBundle();
    data = (await apiData('/api/article/footer', undefined)) as Footer;
    footer = mount('yp-site-footer', { 'api-base': API });
  });

  it('shows four help columns with their articles', async () => {
    const columns = await waitFor(() => {
      const found = footer.shadowRoot?.querySelectorAll('.yp-ft__column');
      return found && found.length > 0 ? [...found] : null;
    }, 'the help columns');
    assertEqual(columns.length, 4, 'number of help columns');
    const column = must(columns[0], 'the first column');
    const help = must(data.help[0], 'the first help group');
    assertEqual(must(column.querySelector('h2'), 'a column title').textContent, help.name, 'first help column title');
    const firstLink = must(column.querySelector('a'), 'a help link');
    assertEqual(firstLink.getAttribute('href'), `/help/xrzn/hyzc?id=${must(help.children[0], 'a help article').id}`, 'first help link');
  });

  it('states the restricted-drug statement, licences and copyright', () => {
    const text = shadowText(footer);
    for (const word of ['毒性药品', '麻醉药品', '精神药品', '放射性药品', '戒毒药品', '医疗机构制剂']) {
      assert(text.includes(word), `the statement does not mention ${word}`);
    }
    assert(text.includes(data.icp), 'the ICP filing number is missing');
    assert(text.includes(`Copyright © ${new Date().getFullYear()} ${data.company}`), 'the copyright line is missing');
    const licences = [...shadow(footer).querySelectorAll('.yp-ft__licences a')];
    assert(licences.length > 0, 'no licence links');
    for (const link of licences) assertEqual(link.getAttribute('href'), '/help/xrzn/hyzc?id=66', 'licence link');
    const qrs = shadow(footer).querySelectorAll('.yp-ft__qrs img');
    assertEqual(qrs.length, 2, 'number of QR images');
  });

  it('keeps the statement when the footer call fails', async () => {
    // An API base with nothing listening: the call fails, the legal text stays.
    const broken = mount('yp-site-footer', { 'api-base': 'http://127.0.0.1:9' });
    await waitFor(() => shadowText(broken).includes('重新加载'), 'the error state with a retry button');
    const text = shadowText(broken);
    assert(text.includes('医疗机构制剂'), 'the statement is missing when the call failed');
  });
});
