import { saveFile } from './saveFile';

describe('saveFile', () => {
  it('clicks a hidden download link to the file under its own name, then lets the object URL go', () => {
    jest.useFakeTimers();
    const createObjectURL = jest.fn(() => 'blob:store/1');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    const blob = new Blob(['%PDF']);

    saveFile({ blob, fileName: 'plan-HP-1042-pdf-set.pdf' });

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:store/1', download: 'plan-HP-1042-pdf-set.pdf', attached: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:store/1');
    click.mockRestore();
    jest.useRealTimers();
  });
});
