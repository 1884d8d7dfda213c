from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_lumber_board_feet_input_pieces_item import CalcLumberBoardFeetInputPiecesItem





T = TypeVar("T", bound="CalcLumberBoardFeetInput")



@_attrs_define
class CalcLumberBoardFeetInput:
    """ 
        Attributes:
            pieces (list[CalcLumberBoardFeetInputPiecesItem]): The lumber list: one line per size.
            price_per_board_foot_usd (float | Unset): Price per board foot, US dollars. Default: 0.0.
            waste_pct (float | Unset): Waste added to the total, percent. Default: 0.0.
     """

    pieces: list[CalcLumberBoardFeetInputPiecesItem]
    price_per_board_foot_usd: float | Unset = 0.0
    waste_pct: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_lumber_board_feet_input_pieces_item import CalcLumberBoardFeetInputPiecesItem
        pieces = []
        for pieces_item_data in self.pieces:
            pieces_item = pieces_item_data.to_dict()
            pieces.append(pieces_item)



        price_per_board_foot_usd = self.price_per_board_foot_usd

        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pieces": pieces,
        })
        if price_per_board_foot_usd is not UNSET:
            field_dict["price_per_board_foot_usd"] = price_per_board_foot_usd
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_lumber_board_feet_input_pieces_item import CalcLumberBoardFeetInputPiecesItem
        d = dict(src_dict)
        pieces = []
        _pieces = d.pop("pieces")
        for pieces_item_data in (_pieces):
            pieces_item = CalcLumberBoardFeetInputPiecesItem.from_dict(pieces_item_data)



            pieces.append(pieces_item)


        price_per_board_foot_usd = d.pop("price_per_board_foot_usd", UNSET)

        waste_pct = d.pop("waste_pct", UNSET)

        calc_lumber_board_feet_input = cls(
            pieces=pieces,
            price_per_board_foot_usd=price_per_board_foot_usd,
            waste_pct=waste_pct,
        )

        return calc_lumber_board_feet_input

