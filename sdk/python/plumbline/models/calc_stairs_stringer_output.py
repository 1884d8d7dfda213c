from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_stairs_stringer_output_checks_item import CalcStairsStringerOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcStairsStringerOutput")



@_attrs_define
class CalcStairsStringerOutput:
    """ The results of calc_stairs_stringer and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            checks (list[CalcStairsStringerOutputChecksItem]): Riser height, tread depth, stair width and flight rise
                against the IRC limits.
            code_reference (str): Stairways section in the edition's numbering.
            irc_edition_used (str): IRC edition applied.
            pass_ (bool): True when every check passes.
            riser_count (int): Risers: the fewest whose equal height is at most 7 3/4 in (riser cuts on each stringer).
            riser_height_in (float): Equal riser height (unit rise), inches.
            stock_length_ft (int): Board length to buy: the stringer length rounded up to an even foot, at least 8 ft.
            stringer_angle_deg (float): Pitch of the stair, degrees from horizontal.
            stringer_count (int): Stringers: ceil(width / spacing) + 1.
            stringer_length_ft (float): Stringer length, feet.
            stringer_length_in (float): Diagonal length of the stringer, sqrt(total rise² + total run²), before the plumb
                and level end cuts, inches.
            stringer_spacing_max_in (float): Maximum stringer spacing on center for the tread material, inches.
            throat_depth_in (float): Board depth left under the notches: board depth - riser x tread / sqrt(riser² +
                tread²), inches (negative: the notches cut through).
            total_run_in (float): Horizontal run: treads x tread depth, inches.
            tread_count (int): Treads: risers - 1 (tread cuts on each stringer; the upper floor is the last step).
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    checks: list[CalcStairsStringerOutputChecksItem]
    code_reference: str
    irc_edition_used: str
    pass_: bool
    riser_count: int
    riser_height_in: float
    stock_length_ft: int
    stringer_angle_deg: float
    stringer_count: int
    stringer_length_ft: float
    stringer_length_in: float
    stringer_spacing_max_in: float
    throat_depth_in: float
    total_run_in: float
    tread_count: int
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_stairs_stringer_output_checks_item import CalcStairsStringerOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        irc_edition_used = self.irc_edition_used

        pass_ = self.pass_

        riser_count = self.riser_count

        riser_height_in = self.riser_height_in

        stock_length_ft = self.stock_length_ft

        stringer_angle_deg = self.stringer_angle_deg

        stringer_count = self.stringer_count

        stringer_length_ft = self.stringer_length_ft

        stringer_length_in = self.stringer_length_in

        stringer_spacing_max_in = self.stringer_spacing_max_in

        throat_depth_in = self.throat_depth_in

        total_run_in = self.total_run_in

        tread_count = self.tread_count

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "checks": checks,
            "code_reference": code_reference,
            "irc_edition_used": irc_edition_used,
            "pass": pass_,
            "riser_count": riser_count,
            "riser_height_in": riser_height_in,
            "stock_length_ft": stock_length_ft,
            "stringer_angle_deg": stringer_angle_deg,
            "stringer_count": stringer_count,
            "stringer_length_ft": stringer_length_ft,
            "stringer_length_in": stringer_length_in,
            "stringer_spacing_max_in": stringer_spacing_max_in,
            "throat_depth_in": throat_depth_in,
            "total_run_in": total_run_in,
            "tread_count": tread_count,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_stairs_stringer_output_checks_item import CalcStairsStringerOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcStairsStringerOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        irc_edition_used = d.pop("irc_edition_used")

        pass_ = d.pop("pass")

        riser_count = d.pop("riser_count")

        riser_height_in = d.pop("riser_height_in")

        stock_length_ft = d.pop("stock_length_ft")

        stringer_angle_deg = d.pop("stringer_angle_deg")

        stringer_count = d.pop("stringer_count")

        stringer_length_ft = d.pop("stringer_length_ft")

        stringer_length_in = d.pop("stringer_length_in")

        stringer_spacing_max_in = d.pop("stringer_spacing_max_in")

        throat_depth_in = d.pop("throat_depth_in")

        total_run_in = d.pop("total_run_in")

        tread_count = d.pop("tread_count")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_stairs_stringer_output = cls(
            checks=checks,
            code_reference=code_reference,
            irc_edition_used=irc_edition_used,
            pass_=pass_,
            riser_count=riser_count,
            riser_height_in=riser_height_in,
            stock_length_ft=stock_length_ft,
            stringer_angle_deg=stringer_angle_deg,
            stringer_count=stringer_count,
            stringer_length_ft=stringer_length_ft,
            stringer_length_in=stringer_length_in,
            stringer_spacing_max_in=stringer_spacing_max_in,
            throat_depth_in=throat_depth_in,
            total_run_in=total_run_in,
            tread_count=tread_count,
            schemas=schemas,
        )


        calc_stairs_stringer_output.additional_properties = d
        return calc_stairs_stringer_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
