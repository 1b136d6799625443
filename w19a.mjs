import {open, shot, text} from './w19lib.mjs';
const {browser,page} = await open('buckhead.counter');
console.log(page.url());
await shot(page,'c01-dashboard');
console.log(await text(page));
const links = await page.locator('a').evaluateAll(as=>as.map(a=>a.textContent.trim()+' -> '+a.getAttribute('href')));
console.log(links.join('\n'));
await browser.close();
