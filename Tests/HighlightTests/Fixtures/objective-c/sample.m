#import <Foundation/Foundation.h>
#import "Greeter.h"

/**
 * A greeter that remembers names.
 */
@interface Greeter : NSObject <NSCopying>

/// The greeting, e.g. "Hello".
@property (nonatomic, copy) NSString *greeting;
@property (nonatomic, readonly) NSUInteger count;

- (instancetype)initWithGreeting:(NSString *)greeting;
- (NSString *)greet:(NSString *)name;

@end

@implementation Greeter {
    NSMutableArray<NSString *> *_names;
}

@synthesize greeting = _greeting;

- (instancetype)initWithGreeting:(NSString *)greeting {
    self = [super init];
    if (self) {
        _greeting = [greeting copy];
        _names = [NSMutableArray array];
    }
    return self;
}

- (NSString *)greet:(NSString *)name {
    [_names addObject:name];
    /* a block comment
       spanning lines */
    return [NSString stringWithFormat:@"%@, %@!\n", self.greeting, name];
}

- (NSUInteger)count {
    return _names.count;
}

- (id)copyWithZone:(NSZone *)zone {
    Greeter *other = [[Greeter allocWithZone:zone] initWithGreeting:_greeting];
    return other;
}

@end

#define LOG_NAME(n) \
    NSLog(@"name: %@", n)

int main(int argc, const char *argv[]) {
    @autoreleasepool {
        Greeter *g = [[Greeter alloc] initWithGreeting:@"Hello"];
        NSArray *list = @[@"Ada", @"Grace"];
        NSDictionary *ages = @{@"Ada": @36, @"Grace": @85};
        BOOL loud = YES;
        SEL sel = @selector(greet:);
        for (NSString *name in list) {
            LOG_NAME([g greet:name]);
        }
        @try {
            [g performSelector:sel withObject:nil];
        } @catch (NSException *e) {
            NSLog(@"failed: %@ %c", e.reason, 'x');
        } @finally {
            loud = NO;
        }
        (void)ages;
    }
    return 0;
}
