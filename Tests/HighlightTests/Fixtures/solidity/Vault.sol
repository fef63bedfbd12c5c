// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "./interfaces/IERC20.sol";

/**
 * @title A time-locked vault
 * @notice Holds tokens until a release time; `/*` inside stays doc.
 */
contract Vault is Ownable {
    /* A plain block comment
       over two lines */
    mapping(address => uint256) private balances;
    uint64 public immutable releaseTime;
    bytes32 constant SALT = hex"00ff_10ab";
    string public greeting = unicode"Hello 👋 \"vault\"";

    event Deposited(address indexed from, uint256 amount);
    error TooEarly(uint256 now_, uint256 release);

    /// @param delay seconds until release
    constructor(uint64 delay) payable {
        releaseTime = uint64(block.timestamp) + delay * 1 days;
    }

    modifier afterRelease() {
        if (block.timestamp < releaseTime) revert TooEarly(block.timestamp, releaseTime);
        _;
    }

    function deposit(IERC20 token, uint256 amount) external {
        require(amount > 0.5 ether, 'amount too small');
        balances[msg.sender] += amount;
        emit Deposited(msg.sender, amount);
    }

    function sum(uint256[] calldata xs) public pure returns (uint256 total) {
        unchecked {
            for (uint256 i = 0; i < xs.length; ++i) total += xs[i] * 0x10 + 1e18;
        }
    }
}
