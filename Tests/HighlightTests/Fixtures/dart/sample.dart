// A tiny shopping cart.
library cart;

import 'dart:async';
import 'package:meta/meta.dart' show immutable;

/// An item in the cart.
///
/// Prices are in cents; see [Cart.total].
@immutable
class Item {
  final String name;
  final int cents;
  const Item(this.name, this.cents);

  @override
  String toString() => 'Item($name, ${cents / 100})';
}

/**
 * A block doc comment.
 * /* nested comments nest in Dart */ still doc.
 */
/* outer /* nested */ still
   a comment */
/**/

enum Size { small, large }

mixin Logging {
  void log(String message) => print('[${DateTime.now()}] $message');
}

class Cart with Logging {
  final _items = <Item>[];
  static const int limit = 1_000;

  int get total => _items.fold(0, (sum, item) => sum + item.cents);

  void add(Item item) {
    if (_items.length >= limit) {
      throw StateError("cart is full: ${_items.length} items");
    }
    _items..add(item)..sort((a, b) => a.cents.compareTo(b.cents));
    log("added ${item.name} for \$${item.cents}");
  }

  String receipt() {
    final lines = _items.map((i) => '  ${i.name.padRight(10)} ${i.cents}').join('\n');
    return '''
Receipt:
$lines
Total: ${total ~/ 100}.${(total % 100).toString().padLeft(2, '0')}
  tab\there, it's fine
''';
  }

  String banner() => """
Two "quotes" and ${_items.isEmpty ? "an empty" : 'a full'} cart
""";
}

final raw = r'C:\no\escapes\$here';
final rawDouble = r"raw ${not} interpolated";
final rawBlock = r'''
still raw: \n $x ${y}
''';
final hex = 0xFF + 1e3 + 2.5 + 0x1A;
final spread = [...[1, 2], 3];

Future<void> main(List<String> args) async {
  final cart = Cart();
  cart.add(const Item('tea', 350));
  cart.add(Item("milk", 99));
  await Future.delayed(const Duration(milliseconds: 10));
  final size = args.isEmpty ? Size.small : Size.large;
  final $dollar = 'names may hold \$: ${size.name}';
  print(cart.receipt() + cart.banner() + raw + rawDouble + rawBlock + $dollar);
  var ok = true && !false || null == null;
  print('$ok $hex $spread');
}
