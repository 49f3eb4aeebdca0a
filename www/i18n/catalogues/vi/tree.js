// The vi catalogue, tree part: what the search tree panel says (model/tree.js, model/treedraw.js, views/tree.js), loaded with the panel. ICU messages (i18n/format.js) by key;
// the same keys in every language (www/tests/model/i18n.test.mjs).
export default {
  'element.treeTitle': 'Cây tìm kiếm',
  'element.treeRows': 'Cây tìm kiếm dọc theo đường đi hiện tại',
  'element.treeKeys':
    '{key, select, path {đường đi hiện tại} between {giữa các lần thử} solution {lời giải} dead {ngõ cụt} other {quay lui (các lần thử thất bại được thu gọn, kèm số lượng)}}',
  'element.treeGoTo': 'Đi tới bước {step}',
  'element.treeNoDecisions': '{strategy} không đưa ra quyết định nào, nên không có cây tìm kiếm (bảng Biểu đồ của nó vẽ điểm phạt thay vào đó).',
  'element.treeNotLoaded': 'Cây tìm kiếm xuất hiện khi một cuộc tìm kiếm được nạp.',
  'element.treeCapacity':
    'Cây lưu {n, plural, other {{count} lần thử}} đầu tiên; {later, plural, other {{laterCount} lần thử sau đó}} được đếm nhưng không được lưu.',
  'element.treeTryCount': '{n, plural, other {{count} lần thử}}',
  'element.treeWaiting': '; quyết định ở độ sâu {depth} {tried, plural, =0 {chưa có lần thử nào} other {đã thử # trong {of} lựa chọn}}{next}',
  'element.treeNext': ' và sẽ thử {name} tiếp theo',
  'element.treeNoTry': 'Chưa có lần thử nào: cây thêm một nút với mỗi chữ số mà cuộc tìm kiếm thử{now}.',
  'element.treeAbandoned': 'Hiện không có lần thử nào đang đứng: đã ghi {tries}, lần cuối đã bị bỏ{now}.',
  'element.treePast': 'Lần thử hiện tại nằm sau các lần đã lưu; phần đã lưu của đường đi kết thúc ở {name}, độ sâu {depth}.',
  'element.treeStanding': 'Đang ở {name}, độ sâu {depth}, được thử ở bước {step}{now}.',
  'element.treeSummaryPast': '{tries}, mỗi lần một nút. Độ sâu {depth}: đường đi hiện tại giữ {standing} trong số đã lưu.',
  'element.treeSummaryRoot': '{tries}, mỗi lần một nút. Độ sâu 0: không có quyết định nào đang mở.',
  'element.treeSummary':
    '{tries}, mỗi lần một nút. Độ sâu {depth}: {n, plural, other {{count} lần thử}} đang đứng trên đường đi hiện tại{between, select, yes {, và quyết định ở độ sâu {depth} đang ở giữa các lần thử} opened {, và quyết định ở độ sâu {depth} chưa có lần thử nào} other {}}.',
  'element.treeDrawing':
    'Cây tìm kiếm với mỗi cây con thất bại được thu gọn thành một tam giác ghi số lần thử (hiện có {triangles}); đường đi hiện tại vẫn mở. Mở một tam giác bằng cú nhấp, Enter hoặc phím cách.',
  'element.treeIcicle':
    'Biểu đồ băng treo ({tries}): mỗi độ sâu một hàng ({rows}), mỗi lần thử rộng bằng cây con của nó. Nhấp vào một lần thử để đi tới bước của nó.',
  'element.treeStrip': 'Độ sâu qua {n, plural, other {{count} bước}}: sâu nhất {top}.',
  'element.treeGroup':
    '{what, select, earlier {{n, plural, other {{count} lần thử trước đó}}} below {{n, plural, other {{count} lần thử bên dưới}}} other {{n, plural, other {{count} lần thử}}}} ({nodes, plural, other {{nodeCount} nút}}{solutions, plural, =0 {} other {, {solutionCount} lời giải}})',
  'element.treeBelow': '{name} (+{count} bên dưới)',
  'element.treePart':
    '{kind, select, root {Điểm bắt đầu, trước mọi quyết định: {tries} bên dưới} open {{name}, độ sâu {depth}, trên đường đi hiện tại} pending {Độ sâu {depth}: quyết định hiện không có lần thử nào đang đứng} solution {{name}, độ sâu {depth}: một lời giải} searched {{name}, độ sâu {depth}: đã tìm, {tries}, có lời giải trong đó} dead {{name}, độ sâu {depth}: ngõ cụt} hidden {Độ sâu {depth}: {tries} chứa lời giải, được thu gọn để hình vẽ nhỏ gọn} other {{name}, độ sâu {depth}: thất bại, {tries}, không có lời giải. Mở}}',
  'element.treeFailed': '{members, plural, other {{memberCount} lần thử thất bại}} ở độ sâu {depth}: {tries}, không có lời giải. Mở',
};
