<!DOCTYPE html>
<html lang="en">
<head>
  <title><?= htmlspecialchars($title ?? 'Untitled') ?></title>
  <script>
    const user = <?php echo json_encode($user); ?>;
    const greeting = "Hello, <?= $name ?>!";
  </script>
</head>
<body class="<?php echo $theme; ?>">
<?php
declare(strict_types=1);

namespace App\Http\Controllers;

use App\Models\User;
use Psr\Log\LoggerInterface as Logger;

/**
 * Shows the profile page.
 */
#[Route('/profile/{id}', methods: ['GET'])]
final class ProfileController extends BaseController implements Renderable
{
    public const VERSION = '1.4';
    private ?Logger $logger = null;

    public function __construct(private readonly User $user, int $limit = 10) {
        parent::__construct();
        $this->logger?->info("Profile for {$user->name} ({$user->id}) at ${limit}");
    }

    #[Deprecated]
    public static function render(array $items): string
    {
        // a line comment that stops at the close tag ?> <b>html again</b> <?php
        # hash comment too
        $count = count($items) + 0x1F - 1.5e3;
        $label = 'It\'s a \\ backslash, no $interpolation \n here';
        $html = "<li class=\"item\">$items[0] and $this->user\t{$items['key']}</li>\n";
        $multi = "first line
second line with $count";
        $text = <<<EOT
            Dear {$this->user->name},
            You have $count new messages \$escaped.
            EOT;
        $raw = <<<'NOW'
Nothing $expands {$here}
NOW;
        $quoted = <<<"SQL"
SELECT * FROM users WHERE id = {$this->user->id}
SQL;
        return match (true) {
            $count > 10 => strtoupper($text),
            default => $label . PHP_EOL . self::VERSION . static::class,
        };
    }
}

/* A block comment
   spanning lines */
$fn = fn($x) => $x * 2;
if ($user instanceof User && isset($user->email)) {
    echo $fn(21);
}
?>
<ul>
<?php foreach ($items as $key => $item): ?>
  <li data-key="<?= $key ?>"><?= $item ?></li>
<?php endforeach; ?>
</ul>
</body>
</html>
