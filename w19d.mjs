import {open, shot, text} from './w19lib.mjs';
const {browser,page} = await open('buckhead.counter');
await page.getByText('Sales',{exact:true}).nth(1).click();
await page.waitForTimeout(1500);
console.log(page.url());
await page.screenshot({path:'/tmp/walk19-shots/c06-sales.png'});
console.log((await text(page)).split('Buyback\n')[1]?.slice(0,2500));
await browser.close();
